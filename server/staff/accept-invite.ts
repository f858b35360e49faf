// staffs/accept-invite: the invited member chooses their password with the mailed token, without signing in. The
// token is found by its SHA-256; an unknown, used or expired one answers INVALID_TOKEN alike. Before the account is
// known, so on the system handle; the password is hashed as Better Auth hashes it (its own login checks it).
import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITE_TOKEN_PATTERN } from '@/lib/validation/staff';
import { auth } from '@/server/auth/auth';
import type { VisitorContext } from '@/server/context';
import { systemDb } from '@/server/db/system';
import { accounts, ferriers, staffInvitations, staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { assertStrongPassword } from '@/server/accounts/password-strength';
import { urlTokenHash } from '@/server/url-token';

const invalid = () => new AppError('INVALID_TOKEN', undefined, undefined, { message: 'staff.invalidInvite' });

export async function acceptInvite(
  _ctx: VisitorContext,
  { input: { token, password } }: { input: { token: string; password: string } },
) {
  // No rate limit: a 32-byte token cannot be guessed, and a wrong one costs one indexed lookup (no hashing).
  if (!INVITE_TOKEN_PATTERN.test(token)) throw invalid();
  const tokenHash = urlTokenHash(token);
  const open = and(
    eq(staffInvitations.tokenHash, tokenHash),
    isNull(staffInvitations.usedAt),
    gt(staffInvitations.expiresAt, new Date()),
  );
  const [invited] = await systemDb()
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: ferriers.organizationName,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .innerJoin(ferriers, eq(ferriers.id, staffInvitations.ferrierId))
    .where(open);
  if (!invited) throw invalid();
  // Checked before the link is used up, so a refused password leaves the link working.
  assertStrongPassword(password, 'password', [
    invited.email,
    invited.firstName,
    invited.lastName,
    invited.company,
  ]);
  const hash = await (await auth().$context).password.hash(password);

  await systemDb().transaction(async (tx) => {
    // Single use, even against two acceptances at once: only one finds it unused.
    const used = await tx
      .update(staffInvitations)
      .set({ usedAt: new Date() })
      .where(open)
      .returning({ userId: staffInvitations.userId });
    if (used.length === 0) throw invalid();
    const { userId } = invited;
    const [credential] = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (!credential)
      await tx
        .insert(accounts)
        .values({ userId, accountId: userId, providerId: 'credential', password: hash });
    // The mail reached them: the address is proven.
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(staffProfiles)
      .set({ status: 'active', acceptedAt: new Date(), updatedAt: new Date() })
      .where(eq(staffProfiles.userId, userId));
  });
  return { accepted: true as const, email: invited.email };
}
