// Company sign-up: the tenant (ferrier) and its owner user, unverified; Better Auth mails the OTP.
// The answer is the same whether the address is new or already has an account (no enumeration): an existing
// account's owner is told by email instead, and concurrent sign-ups with one address make one account.
import 'server-only';
import { and, eq, exists, not } from 'drizzle-orm';
import type { z } from 'zod';
import type { signUpInput } from '@/lib/validation/account';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import type { VisitorContext } from '@/server/context';
import { auth } from '@/server/auth/auth';
import { systemDb } from '@/server/db/system';
import { ferriers, users, verifications } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { requestContext } from '@/server/request-context';
import { LIMITS, hit, limitAddress, type Limit } from '@/server/rate-limit';
import { sendCancelledAccountMail, sendSignUpAttemptMail } from '@/server/mail/account-mails';
import { seedStarterTemplates } from '@/server/journal-templates/seed-starter-templates';
import { assertStrongPassword } from './password-strength';
import { accountByEmail } from './account-by-email';
import { forgetOtpChecks } from './verify-email';

type SignUp = z.output<typeof signUpInput>;

/** What every sign-up answers, whatever became of it. */
export type SignUpResult = { email: string; sent: true };

/** Notices to one address's owner: enough to tell them, too few to flood their inbox. */
const OWNER_NOTICES: Limit = { max: 3, windowSeconds: 60 * 60 };

export async function signUp(ctx: VisitorContext, { input }: { input: SignUp }): Promise<SignUpResult> {
  await hit(`signup-ip:${limitAddress(requestContext().ip)}`, LIMITS.signUpPerIp);
  // Before the address is looked at, so a weak password is refused alike for new and taken addresses.
  assertStrongPassword(input.password, 'password', [
    input.email,
    input.firstName,
    input.lastName,
    input.organizationName,
  ]);

  const existing = await accountByEmail(input.email);
  if (existing && !isPendingSignUp(existing)) {
    // A new account's password is hashed; hash this one too, so the answer takes as long.
    await (await auth().$context).password.hash(input.password);
    await tellOwner(existing, input.email);
  } else {
    if (existing) await dropPendingSignUp(existing.ferrierId, input.email);
    await createAccount(input, ctx.locale);
  }
  return { email: input.email, sent: true };
}

type Account = NonNullable<Awaited<ReturnType<typeof accountByEmail>>>;

/**
 * An owner sign-up whose address was never proven. It holds no data (it cannot log in) and gives no claim to the
 * address: the newest sign-up replaces it, so no one can squat an address before its owner signs up. Whoever
 * replaces it only gets an account once the address's owner enters the code; a password the owner did not choose
 * then has to be reset by emailed link, which ends every other session.
 */
function isPendingSignUp(account: Account): boolean {
  return account.role === 'owner' && !account.emailVerified && account.status === 'unverified';
}

/** Deletes the pending sign-up and its codes (the old code must not verify the new one); never a verified one. */
async function dropPendingSignUp(ferrierId: string, email: string) {
  await systemDb().transaction(async (tx) => {
    const verifiedUser = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.ferrierId, ferriers.id), eq(users.emailVerified, true)));
    // Its user, with the user's accounts and sessions, goes with the tenant (cascade).
    const dropped = await tx
      .delete(ferriers)
      .where(and(eq(ferriers.id, ferrierId), eq(ferriers.status, 'unverified'), not(exists(verifiedUser))))
      .returning({ id: ferriers.id });
    if (dropped.length > 0) {
      await tx.delete(verifications).where(eq(verifications.identifier, `email-verification-otp-${email}`));
    }
  });
}

/** Creates the tenant and its owner; a concurrent sign-up with the same address that got there first wins. */
async function createAccount(input: SignUp, locale: Locale) {
  await forgetOtpChecks(input.email);
  const [ferrier] = await systemDb()
    .insert(ferriers)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      organizationName: input.organizationName,
      organizationNumber: input.organizationNumber,
      language: locale,
    })
    .returning({ id: ferriers.id });
  if (!ferrier) throw new Error('ferrier insert returned nothing');

  let failure: unknown;
  try {
    await auth().api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        ferrierId: ferrier.id,
        language: locale,
      },
    });
  } catch (err) {
    failure = err;
  }
  // Better Auth answers an address taken meanwhile with a made-up user, or fails on the unique index: either way
  // the user is not ours. Its writes are outside any transaction of ours, so the tenant is undone by hand.
  const [owner] = await systemDb()
    .select({ ferrierId: users.ferrierId })
    .from(users)
    .where(eq(users.email, input.email));
  if (owner?.ferrierId === ferrier.id) {
    // The account starts with the everyday journal templates, in its language.
    await seedStarterTemplates(systemDb(), ferrier.id, locale);
    return;
  }
  await systemDb().delete(ferriers).where(eq(ferriers.id, ferrier.id));
  if (!owner) throw failure ?? new Error('sign-up created no user');
  // Lost the race: the sign-up that won has mailed its code, and this one answers as it did.
}

/** Tells the owner of an existing account about the attempt, in their language; a few times an hour at most. */
async function tellOwner(account: Account, email: string) {
  try {
    await hit(`signup-notice:${email}`, OWNER_NOTICES);
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return;
    throw err;
  }
  const locale = isLocale(account.language) ? account.language : DEFAULT_LOCALE;
  if (account.status === 'cancelled' && account.cancelledAt && account.purgeAfter) {
    await sendCancelledAccountMail({
      to: email,
      name: account.name,
      locale,
      cancelledAt: account.cancelledAt,
      purgeAfter: account.purgeAfter,
    });
  } else {
    await sendSignUpAttemptMail({ to: email, name: account.name, locale });
  }
}
