// The purge of a cancelled account keeps what the law keeps (SJVFS 2023:19): a signed journal stays 5 years from its
// last entry with what it needs, pseudonymised; the rest goes at once, and the journal when its years are over.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeCancelledAccounts } from '@/server/accounts/purge-accounts';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { PASSWORD } from '../support/factories';
import { createFullTenant } from '../support/full-tenant';
import { accountRows, survivingIds } from '../support/tenant-rows';

const count = async (table: string, ferrierId: string) => {
  const [row] = await systemDb().execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where ferrier_id = ${ferrierId}`,
  );
  return row!.n;
};

describe('retention of signed journals when an account is purged', () => {
  it('keeps a signed journal 5 years, pseudonymised, then deletes everything', async () => {
    const tenant = await createFullTenant();
    const f = tenant.ferrierId;
    // The full tenant's journal is signed; locking it makes it a record the law keeps.
    await systemDb().execute(
      sql`update journals set status = 'signed', locked_at = now() where ferrier_id = ${f}`,
    );
    const before = await accountRows(f);
    expect((await call('DELETE', `ferriers/delete/${f}`, { token: tenant.token })).status).toBe(200);
    await systemDb().execute(sql`update ferriers set purge_after = current_date - 1 where id = ${f}`);

    await purgeCancelledAccounts();

    // The journal, its lines, photo, signatures, amendments and sendings stay …
    for (const table of [
      'journals',
      'journal_treatments',
      'journal_pharmaceuticals',
      'journal_hoof_findings',
      'journal_photos',
      'journal_signatures',
      'journal_amendments',
      'journal_sendings',
    ])
      expect(await count(table, f), table).toBe(1);
    // … with the photo's file, and the animal, keeper and people it names — without their personal data.
    expect(await count('stored_files', f)).toBe(1);
    const [customer] = await systemDb().execute<Record<string, unknown>>(
      sql`select first_name, email, phone, personal_id, address from customers where ferrier_id = ${f}`,
    );
    expect(customer).toEqual({
      first_name: 'Raderad',
      email: null,
      phone: null,
      personal_id: null,
      address: null,
    });
    const users = await systemDb().execute<{ email: string }>(
      sql`select email from users where ferrier_id = ${f}`,
    );
    for (const { email } of users) expect(email).toMatch(/^deleted-.*@invalid\.invalid$/);
    // Everything else of the account is gone: bookings, invoices, services, templates, share codes, sessions.
    for (const table of [
      'bookings',
      'invoices',
      'services',
      'journal_templates',
      'share_codes',
      'audit_events',
    ])
      expect(await count(table, f), table).toBe(0);
    const login = await call('POST', 'ferriers/login', { body: { email: tenant.email, password: PASSWORD } });
    expect(login.status).not.toBe(200);
    // The account waits for the day the journal may go: 5 years after its last entry.
    const [account] = await systemDb().execute<{ until: string; due: string }>(sql`
      select to_char(purge_after, 'YYYY-MM-DD') as until,
             to_char((select treatment_date from journals where ferrier_id = ${f}) + interval '5 years', 'YYYY-MM-DD') as due
      from ferriers where id = ${f}`);
    expect(account!.until).toBe(account!.due);
    // The database still refuses deleting the kept journal outside the purge.
    await expect(systemDb().execute(sql`delete from journals where ferrier_id = ${f}`)).rejects.toThrow();

    // Five years and a day later the next run deletes the rest.
    const later = new Date(`${account!.until}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    await purgeCancelledAccounts(later);
    expect(await survivingIds(before)).toEqual({});
  }, 120_000);
});
