// The fuzz's change detector must see what a request commits, and only that: proven here on the real database.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { systemDb } from '@/server/db/system';
import { changeMark, changesSince, installChangeLog, isExpected } from './support/change-log';

beforeAll(installChangeLog);

test('every table of the schema logs its committed changes', async () => {
  const [row] = await systemDb().execute<{ missing: string[] | null }>(sql`
    select array_agg(t.table_name::text) as missing from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and not exists (
      select 1 from information_schema.triggers g
      where g.event_object_schema = 'public' and g.event_object_table = t.table_name and g.trigger_name = 'fuzz_audit_log')`);
  expect(row?.missing ?? []).toEqual([]);
});

test('a committed insert, update and delete are seen; a rolled-back one is not', async () => {
  const mark = await changeMark();
  const [inserted] = await systemDb().execute<{ id: string }>(
    sql`insert into contact_messages (name, email, message) values ('Fuzz', 'fuzz@example.se', 'Hej hej hej') returning id`,
  );
  await systemDb().execute(sql`update contact_messages set locale = 'sv' where id = ${inserted!.id}`);
  await systemDb().execute(sql`update contact_messages set locale = 'sv' where id = ${inserted!.id}`); // changes nothing
  await systemDb().execute(sql`delete from contact_messages where id = ${inserted!.id}`);
  await systemDb()
    .transaction(async (tx) => {
      await tx.execute(
        sql`insert into contact_messages (name, email, message) values ('Rolled', 'back@example.se', 'Tillbaka')`,
      );
      throw new Error('roll back');
    })
    .catch(() => undefined);
  const changes = await changesSince(mark);
  expect(changes.map((c) => [c.op, c.table, c.rowId, c.columns])).toEqual([
    ['INSERT', 'contact_messages', inserted!.id, []],
    ['UPDATE', 'contact_messages', inserted!.id, ['locale']],
    ['DELETE', 'contact_messages', inserted!.id, []],
  ]);
});

test('only the listed side effects are expected', () => {
  const change = (table: string, op: 'INSERT' | 'UPDATE' | 'DELETE', columns: string[] = []) => ({
    seq: 1,
    table,
    op,
    rowId: 'x',
    columns,
  });
  expect(isExpected(change('rate_limits', 'INSERT'))).toBe(true);
  expect(isExpected(change('sessions', 'UPDATE', ['expires_at', 'updated_at']))).toBe(true);
  expect(isExpected(change('sessions', 'UPDATE', ['expires_at', 'token']))).toBe(false);
  expect(isExpected(change('sessions', 'DELETE'))).toBe(false);
  expect(isExpected(change('verifications', 'DELETE'))).toBe(false);
  expect(isExpected(change('customers', 'UPDATE', ['updated_at']))).toBe(false);
});
