// The user behind a sign-in email, as sign-up, login, verification and the email change look it up before a tenant
// is known (the system handle), with the state of their account.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { permissionsOf } from '@/lib/staff-permissions';
import type { userSchema } from '@/lib/validation/account';
import { systemDb } from '@/server/db/system';
import { ferriers, staffProfiles, users } from '@/server/db/schema';

/** The user as login answers it (the API's User schema). */
export type PublicUser = z.output<typeof userSchema>;

export const publicUserColumns = {
  id: users.id,
  ferrierId: users.ferrierId,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerified: users.emailVerified,
  language: users.language,
};

/** The user with this sign-in email and the state of its account (tenant), if there is one. */
export async function accountByEmail(email: string) {
  const [row] = await systemDb()
    .select({
      ...publicUserColumns,
      name: users.name,
      status: ferriers.status,
      cancelledAt: ferriers.cancelledAt,
      purgeAfter: ferriers.purgeAfter,
      mayInvoice: staffProfiles.mayInvoice,
    })
    .from(users)
    .innerJoin(ferriers, eq(ferriers.id, users.ferrierId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

/** The user as login, verification and an email change answer it, from accountByEmail's row. */
export function publicUser(account: NonNullable<Awaited<ReturnType<typeof accountByEmail>>>): PublicUser {
  const { id, ferrierId, role, email, firstName, lastName, emailVerified, language } = account;
  const permissions = permissionsOf(role, account);
  return { id, ferrierId, role, email, firstName, lastName, emailVerified, language, permissions };
}

/** Whether the user is a staff member the owner has deactivated (or who has not accepted their invitation yet). */
export async function staffInactive(userId: string): Promise<boolean> {
  const [row] = await systemDb()
    .select({ status: staffProfiles.status })
    .from(staffProfiles)
    .where(eq(staffProfiles.userId, userId));
  return row?.status === 'inactive';
}
