// Members and plans that the app has no screen for yet, for the access tests and the fuzz's role and plan matrix: a
// staff member (invitations come with the staff issue) and an account after its trial, or with a subscription
// (payment comes with the subscription issue).
//
// A staff member is made as Better Auth makes a user who signs up with a password: a `users` row (role 'staff', in the
// owner's tenant, email verified) and its credential row in `accounts`, the password hashed by Better Auth's own
// hashPassword (scrypt). Its session then comes from ferriers/login, as anyone's does.
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlanId } from '@/lib/plans';
import { accounts, ferriers, staffProfiles, subscriptions, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from './api-client';
import { signUpBody } from './factories';

/**
 * A staff member of `owner`'s account who accepted their invitation (active), signed in; the same shape as
 * createFerrier's answer. `mayInvoice`: the owner's invoicing permission.
 */
export async function createStaff(
  owner: { ferrierId: string },
  overrides: Record<string, unknown> = {},
  { mayInvoice = false }: { mayInvoice?: boolean } = {},
) {
  const person = signUpBody({
    firstName: 'Sven',
    lastName: 'Stall',
    email: `staff-${randomUUID()}@example.se`,
    ...overrides,
  });
  const [user] = await systemDb()
    .insert(users)
    .values({
      ferrierId: owner.ferrierId,
      role: 'staff',
      name: `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      emailVerified: true,
    })
    .returning({ id: users.id });
  await systemDb()
    .insert(accounts)
    .values({
      userId: user!.id,
      accountId: user!.id,
      providerId: 'credential',
      password: await hashPassword(person.password),
    });
  await systemDb().insert(staffProfiles).values({
    ferrierId: owner.ferrierId,
    userId: user!.id,
    mayInvoice,
    status: 'active',
    acceptedAt: new Date(),
  });
  const login = await call('POST', 'ferriers/login', {
    body: { email: person.email, password: person.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { token, user: signedIn } = login.body.data as {
    token: string;
    user: { id: string; ferrierId: string; role: string };
  };
  expect(signedIn).toMatchObject({ id: user!.id, ferrierId: owner.ferrierId, role: 'staff' });
  return { ...person, token, userId: signedIn.id, ferrierId: signedIn.ferrierId };
}

/** The account's trial is over (it ended yesterday): without a subscription it is read-only. */
export async function endTrial(account: { ferrierId: string }) {
  await systemDb()
    .update(ferriers)
    .set({ trialEndsAt: sql`now() - interval '1 day'` })
    .where(eq(ferriers.id, account.ferrierId));
}

/** Runs `work` with the account's trial running again (a read-only account's things made for a test), then ends it. */
export async function duringTrial<T>(account: { ferrierId: string }, work: () => Promise<T>): Promise<T> {
  await systemDb()
    .update(ferriers)
    .set({ trialEndsAt: sql`now() + interval '1 day'` })
    .where(eq(ferriers.id, account.ferrierId));
  try {
    return await work();
  } finally {
    await endTrial(account);
  }
}

/** The account's subscription, as Stripe's webhooks would leave it (one per account). */
export async function subscribe(
  account: { ferrierId: string },
  plan: PlanId,
  status: (typeof subscriptions.$inferInsert)['status'] = 'active',
) {
  await systemDb()
    .insert(subscriptions)
    .values({ ferrierId: account.ferrierId, plan, status })
    .onConflictDoUpdate({ target: subscriptions.ferrierId, set: { plan, status } });
}

/** A user's role, changed as the staff issue's screens will: it holds from the user's next request. */
export async function setRole(account: { userId: string }, role: 'owner' | 'staff') {
  await systemDb().update(users).set({ role }).where(eq(users.id, account.userId));
}
