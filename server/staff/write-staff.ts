// The owner invites, changes, deactivates and reactivates staff members (staffs/create, staffs/update/{id}).
// Deactivating ends the member's sessions in the same transaction, and the session check refuses an inactive member
// (server/auth/bearer-session.ts), so they are out from their next request on.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_STAFF_COLOR, type staffCreateInput, type staffUpdateInput } from '@/lib/validation/staff';
import { assertCan } from '@/server/access/can';
import { accountByEmail } from '@/server/accounts/account-by-email';
import type { TenantContext } from '@/server/context';
import { sessions, staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { inviteMember, withdrawInvitations } from './invitations';
import { getStaff } from './read-staff';

type CreateInput = z.output<typeof staffCreateInput>;
type UpdateInput = z.output<typeof staffUpdateInput>;

const emailTaken = () => new AppError('VALIDATION_FAILED', { email: 'staff.emailTaken' });

const isUniqueViolation = (err: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
};

/**
 * A new staff member in the caller's account, inactive until they accept the mailed invitation (and choose their
 * password). One login per email address across Hovbook, as sign-up has it.
 */
export async function createStaffMember(ctx: TenantContext, { input }: { input: CreateInput }) {
  assertCan(ctx, 'staff.manage');
  // Looked up across accounts (the address is unique in Hovbook); the owner learns only that it is taken.
  if (await accountByEmail(input.email)) throw emailTaken();
  let id: string;
  try {
    [{ id }] = (await ctx.db
      .insert(users)
      .values({
        ferrierId: ctx.ferrierId,
        role: 'staff',
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        emailVerified: false,
        language: ctx.locale,
      })
      .returning({ id: users.id })) as [{ id: string }];
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  await ctx.db.insert(staffProfiles).values({
    ferrierId: ctx.ferrierId,
    userId: id,
    title: input.title ?? null,
    phone: input.phone ?? null,
    color: input.color ?? DEFAULT_STAFF_COLOR,
    mayInvoice: input.mayInvoice ?? false,
    status: 'inactive',
  });
  await inviteMember(ctx, { id, email: input.email, firstName: input.firstName });
  return getStaff(ctx, { id });
}

/**
 * Changes a staff member. `status: inactive` deletes their sessions and withdraws an open invitation; `active` lets an
 * accepted member sign in again, and mails a member who never accepted a new invitation (they become active when
 * they accept). The owner is not changed here (their details are the profile's): 422 on `status`.
 */
export async function updateStaffMember(
  ctx: TenantContext,
  { id, input }: { id: string; input: UpdateInput },
) {
  assertCan(ctx, 'staff.manage');
  const member = await getStaff(ctx, { id });
  if (member.role === 'owner') throw new AppError('VALIDATION_FAILED', { status: 'staff.ownerStays' });

  const { firstName, lastName, status, ...profile } = input;
  if (firstName !== undefined || lastName !== undefined) {
    const first = firstName ?? member.firstName;
    const last = lastName ?? member.lastName;
    await ctx.db
      .update(users)
      .set({ firstName: first, lastName: last, name: `${first} ${last}`, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.ferrierId, ctx.ferrierId)));
  }

  const accepted = member.invitation === 'accepted';
  // Before acceptance the status stays inactive: 'active' is a new invitation, not a login without a password.
  const nextStatus = status === 'active' && !accepted ? undefined : status;
  const values = { ...profile, ...(nextStatus ? { status: nextStatus } : {}) };
  // A member made before invitations existed has no profile yet: it is made with the change.
  await ctx.db
    .insert(staffProfiles)
    .values({
      ferrierId: ctx.ferrierId,
      userId: id,
      acceptedAt: accepted ? new Date() : null,
      ...values,
    })
    .onConflictDoUpdate({ target: staffProfiles.userId, set: { ...values, updatedAt: new Date() } });

  if (status === 'inactive') await endMemberAccess(ctx, id);
  if (status === 'active' && !accepted)
    await inviteMember(ctx, { id, email: member.email, firstName: firstName ?? member.firstName });
  return getStaff(ctx, { id });
}

/** Ends every session of the member at once and withdraws their open invitation. */
async function endMemberAccess(ctx: TenantContext, userId: string) {
  const own = ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.ferrierId, ctx.ferrierId)));
  await ctx.db.delete(sessions).where(inArray(sessions.userId, own));
  await withdrawInvitations(ctx, userId);
}
