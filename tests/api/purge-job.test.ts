// The daily purge of cancelled accounts, run through pg-boss: an account with a row in every table goes completely
// (rows, files), another account stays as it was, and the email can sign up again.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgePlan } from '@/server/accounts/purge-accounts';
import { systemDb } from '@/server/db/system';
import { foreignKeys, publicTables } from '@/server/db/catalog';
import { startJobRunner } from '@/server/jobs/queue';
import { TIME_ZONE } from '@/lib/time-zone';
import { JOB_NAMES } from '@/server/jobs/jobs';
import { call } from '../support/api-client';
import { PASSWORD, signUpBody } from '../support/factories';
import { createFullTenant } from '../support/full-tenant';
import { runJob } from '../support/jobs';
import { latestOtp } from '../support/mailbox';
import { NOT_ACCOUNT_DATA, accountRows, survivingIds } from '../support/tenant-rows';

const uploads = () => path.join(process.env.DATA_DIR!, 'uploads');

describe('purge of cancelled accounts (daily job)', () => {
  it('is scheduled daily in Stockholm time, like every job', async () => {
    const boss = await startJobRunner();
    const schedules = await boss.getSchedules();
    for (const name of JOB_NAMES) {
      expect(schedules.find((s) => s.name === name)?.options?.tz, name).toBe(TIME_ZONE);
    }
    expect(schedules.find((s) => s.name === 'purge-cancelled-accounts')?.cron).toBe('30 3 * * *');
  });

  it('deletes an account with a row in every table, leaves another untouched, and frees the email', async () => {
    const gone = await createFullTenant();
    const kept = await createFullTenant();

    const before = await accountRows(gone.ferrierId);
    const tables = await systemDb().execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    for (const { table_name } of tables) {
      if (table_name in NOT_ACCOUNT_DATA) continue;
      expect(before.get(table_name)?.length ?? 0, `rows of the account in ${table_name}`).toBeGreaterThan(0);
    }
    const keptBefore = await accountRows(kept.ferrierId);
    expect(gone.storageKeys.length).toBe(3); // the logo, a journal photo, an invoice PDF as mailed
    for (const key of [...gone.storageKeys, ...kept.storageKeys])
      expect(existsSync(path.join(uploads(), key))).toBe(true);

    const cancel = await call('DELETE', `ferriers/delete/${gone.ferrierId}`, { token: gone.token });
    expect(cancel.status).toBe(200);
    // 30 days later (the purge date is whole Stockholm days).
    await systemDb().execute(
      sql`update ferriers set purge_after = current_date - 1 where id = ${gone.ferrierId}`,
    );

    const output = await runJob('purge-cancelled-accounts');
    expect(output.purged).toBeGreaterThanOrEqual(0); // another test's purge may have taken it first; the rows tell

    expect(await survivingIds(before)).toEqual({});
    for (const key of gone.storageKeys) expect(existsSync(path.join(uploads(), key)), key).toBe(false);
    expect(existsSync(path.join(uploads(), gone.ferrierId))).toBe(false);

    expect(await accountRows(kept.ferrierId)).toEqual(keptBefore);
    for (const key of kept.storageKeys) expect(existsSync(path.join(uploads(), key))).toBe(true);
    expect((await call('GET', `ferriers/details/${kept.ferrierId}`, { token: kept.token })).status).toBe(200);

    // The email is free again: sign up, verify, log in.
    const signUp = await call('POST', 'ferriers/create', {
      body: signUpBody({ email: gone.email, organizationName: 'Nya Hovslageriet' }),
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(202);
    const otp = await latestOtp(gone.email);
    expect((await call('POST', 'ferriers/verifyemail', { body: { email: gone.email, otp } })).status).toBe(
      200,
    );
    const login = await call('POST', 'ferriers/login', { body: { email: gone.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.ferrierId).not.toBe(gone.ferrierId);
  }, 120_000);

  it('leaves a cancelled account whose 30 days are not over', async () => {
    const early = await createFullTenant();
    expect((await call('DELETE', `ferriers/delete/${early.ferrierId}`, { token: early.token })).status).toBe(
      200,
    );
    const before = await accountRows(early.ferrierId);
    await runJob('purge-cancelled-accounts');
    expect(await accountRows(early.ferrierId)).toEqual(before);
  }, 120_000);
});

describe('the purge order', () => {
  it('covers every table holding account rows and deletes referencing rows first', async () => {
    const plan = purgePlan(await publicTables(systemDb()), await foreignKeys(systemDb()));
    const order = plan.map((p) => p.table);
    const tables = await publicTables(systemDb());
    for (const table of tables.keys()) {
      if (!(table in NOT_ACCOUNT_DATA) && table !== 'verifications') expect(order, table).toContain(table);
    }
    for (const k of await foreignKeys(systemDb())) {
      if (order.includes(k.table) && order.includes(k.refTable) && k.table !== k.refTable) {
        expect(order.indexOf(k.table), `${k.table} before ${k.refTable}`).toBeLessThan(
          order.indexOf(k.refTable),
        );
      }
    }
  });

  it('purges a table added later without ferrier_id through its foreign key, before the rows it refers to', () => {
    const tables = new Map([
      ['ferriers', ['id']],
      ['customers', ['id', 'ferrier_id']],
      ['customer_notes', ['id', 'customer_id']], // no ferrier_id, RESTRICT: a cascade from ferriers would stop here
    ]);
    const plan = purgePlan(tables, [
      {
        table: 'customers',
        columns: ['ferrier_id'],
        refTable: 'ferriers',
        refColumns: ['id'],
        onDelete: 'cascade',
      },
      {
        table: 'customer_notes',
        columns: ['customer_id'],
        refTable: 'customers',
        refColumns: ['id'],
        onDelete: 'restrict',
      },
    ]);
    expect(plan.map((p) => p.table)).toEqual(['customer_notes', 'customers', 'ferriers']);
    expect(plan[0]!.ownership).toMatchObject({ kind: 'via', keys: [{ refTable: 'customers' }] });
  });

  it('refuses tables that refer to each other in a cycle instead of guessing', () => {
    const tables = new Map([
      ['ferriers', ['id']],
      ['a', ['id', 'ferrier_id', 'b_id']],
      ['b', ['id', 'ferrier_id', 'a_id']],
    ]);
    const key = (table: string, refTable: string) => ({
      table,
      columns: [`${refTable}_id`],
      refTable,
      refColumns: ['id'],
      onDelete: 'restrict' as const,
    });
    expect(() => purgePlan(tables, [key('a', 'b'), key('b', 'a')])).toThrow(/cycle.*a, b/);
  });
});
