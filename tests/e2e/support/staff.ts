// A staff member of a company of the browser test's own (invitations come with the staff issue): made in the e2e
// server's database as Better Auth makes a user who signs up with a password — a `users` row with role 'staff' in the
// owner's tenant, email verified, and its credential row in `accounts` with the password hashed by Better Auth's own
// hashPassword. It then signs in through ferriers/login like anyone (tests/support/members.ts does the same for the
// API tests).
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { withE2eDatabase } from './database';

export async function addStaff(company: { email: string }) {
  const email = `staff-${randomUUID()}@example.se`;
  const password = `Stall-${randomUUID().slice(0, 8)}-Qx!`;
  const hash = await hashPassword(password);
  await withE2eDatabase(async (sql) => {
    const [user] = await sql<{ id: string }[]>`
      insert into users (ferrier_id, role, name, first_name, last_name, email, email_verified)
      select ferrier_id, 'staff', 'Sven Stall', 'Sven', 'Stall', ${email}, true from users where email = ${company.email}
      returning id`;
    if (!user) throw new Error('no such company');
    await sql`
      insert into accounts (user_id, account_id, provider_id, password)
      values (${user.id}, ${user.id}, 'credential', ${hash})`;
  });
  return { email, password };
}

/** A user's role, changed as the staff issue's screens will: it holds from the user's next request. */
export const setRole = (user: { email: string }, role: 'owner' | 'staff') =>
  withE2eDatabase((sql) => sql`update users set role = ${role} where email = ${user.email}`);
