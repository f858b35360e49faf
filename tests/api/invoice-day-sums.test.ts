// The invoice list's per-day and per-customer sums (invoice_day_sums, migration 0022; invoice_customer_sums, 0023) stay
// equal to a plain sum over the invoices through everything that changes an invoice: create, update (date, due date,
// customer, lines), register, send, lock, pay, credit, cancel, delete, and 20 registrations at once; and the list's
// summary for each status, with and without a period, a customer or a customer's name, is the plain sum of the
// matching rows. Another tenant's changes never touch an account's sums.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { createCustomer, createFerrier, dayFromToday } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

let me: Owner;
let other: Owner;
let customerId: string;
let secondCustomerId: string;
let otherCustomerId: string;

const line = (pricePerUnit: number) => ({
  kind: 'other',
  name: 'Verkning',
  quantity: 1,
  pricePerUnit,
  vat: 25,
  unit: 1,
});

async function draft(owner: Owner, cid: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: { customerId: cid, invoiceDate: dayFromToday(0), lines: [line(650)], ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function setStatus(owner: Owner, id: string, body: Record<string, unknown>) {
  const res = await call('PUT', `invoices/update-status/${id}`, { token: owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function update(owner: Owner, id: string, body: Record<string, unknown>) {
  const res = await call('PUT', `invoices/update/${id}`, { token: owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

type Key = { key: string; n: number; ore: number };

/** The sums as kept (rows at zero left out) and as a plain sum over the account's invoices, by the same key. */
async function keptAndPlain(ferrierId: string): Promise<{ kept: Key[]; plain: Key[] }> {
  const key = (t: string) => sql.raw(`concat_ws('|', ${t}.invoice_date, ${t}.due_date, ${t}.status`);
  const kept = await systemDb().execute<Key>(sql`
    select ${key('s')}, s.sent, s.locked) as key, s.invoice_count as n, s.grand_total_ore::int as ore
    from invoice_day_sums s where s.ferrier_id = ${ferrierId} and (s.invoice_count <> 0 or s.grand_total_ore <> 0)
    order by 1`);
  const plain = await systemDb().execute<Key>(sql`
    select ${key('i')}, i.sent_at is not null, i.locked_at is not null) as key, count(*)::int as n,
           sum(i.grand_total_ore)::int as ore
    from invoices i where i.ferrier_id = ${ferrierId} group by 1 order by 1`);
  return { kept: [...kept], plain: [...plain] };
}

/** The per-customer sums as kept and as a plain sum; the due date only of invoices awaiting payment. */
async function customersKeptAndPlain(ferrierId: string): Promise<{ kept: Key[]; plain: Key[] }> {
  const kept = await systemDb().execute<Key>(sql`
    select concat_ws('|', s.customer_id, s.status, s.sent, s.locked, s.due_date) as key, s.invoice_count as n,
           s.grand_total_ore::int as ore
    from invoice_customer_sums s
    where s.ferrier_id = ${ferrierId} and (s.invoice_count <> 0 or s.grand_total_ore <> 0)
    order by 1`);
  const plain = await systemDb().execute<Key>(sql`
    select concat_ws('|', i.customer_id, i.status, i.sent_at is not null, i.locked_at is not null,
                     case when i.status in ('registered', 'sent') then i.due_date end) as key,
           count(*)::int as n, sum(i.grand_total_ore)::int as ore
    from invoices i where i.ferrier_id = ${ferrierId} group by 1 order by 1`);
  return { kept: [...kept], plain: [...plain] };
}

async function expectInStep(owner: Owner, why: string) {
  const { kept, plain } = await keptAndPlain(owner.ferrierId);
  expect(kept, why).toEqual(plain);
  const customers = await customersKeptAndPlain(owner.ferrierId);
  expect(customers.kept, `${why}: per customer`).toEqual(customers.plain);
}

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
  customerId = (await createCustomer(me, { firstName: 'Åsa', lastName: 'Öberg', paymentTerms: 10 })).id;
  secondCustomerId = (await createCustomer(me, { firstName: 'Per', lastName: 'Wikström' })).id;
  otherCustomerId = (await createCustomer(other, { firstName: 'Olle', lastName: 'Ek' })).id;
});

describe('invoice_day_sums', () => {
  it('follows every change of an invoice, as a plain sum over the rows has it', async () => {
    const a = await draft(me, customerId);
    const b = await draft(me, customerId, { invoiceDate: dayFromToday(-40), lines: [line(1200), line(80)] });
    const c = await draft(me, customerId, { invoiceDate: dayFromToday(-3) });
    const e = await draft(me, secondCustomerId, { invoiceDate: dayFromToday(-8) });
    await expectInStep(me, 'created');
    await update(me, e, { customerId, invoiceDate: dayFromToday(-8), lines: [line(700)] });
    await expectInStep(me, 'a draft moved to another customer');
    await update(me, a, { customerId, invoiceDate: dayFromToday(-5), lines: [line(990)] });
    await update(me, c, {
      customerId,
      invoiceDate: dayFromToday(-3),
      dueDate: dayFromToday(-1),
      lines: [line(5)],
    });
    await expectInStep(me, 'updated: date, due date and total');
    await setStatus(me, a, { status: 'registered' });
    await setStatus(me, b, { status: 'registered' });
    await expectInStep(me, 'registered');
    await update(me, a, { customerId, invoiceDate: dayFromToday(-5), lines: [line(1100)] });
    await expectInStep(me, 'a registered invoice edited');
    await setStatus(me, a, { status: 'sent' });
    expect((await call('POST', `invoices/lock/${b}`, { token: me.token })).status).toBe(200);
    await expectInStep(me, 'sent and locked');
    await setStatus(me, a, { status: 'paid', paidDate: dayFromToday(-1) });
    await expectInStep(me, 'paid');
    const credit = await call('POST', `invoices/credit/${b}`, { token: me.token });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    await expectInStep(me, 'credited');
    await setStatus(me, c, { status: 'cancelled' });
    await expectInStep(me, 'cancelled');
    // The app never deletes an invoice; the owner may (a draft given up, the purge): the sums follow.
    const d = await draft(me, customerId, { invoiceDate: dayFromToday(-2) });
    await systemDb().execute(sql`delete from invoices where id = ${d}`);
    await expectInStep(me, 'deleted');
    const overdue = await draft(me, customerId, {
      invoiceDate: dayFromToday(-20),
      dueDate: dayFromToday(-1),
    });
    await setStatus(me, overdue, { status: 'registered' });
    const theirOverdue = await draft(me, secondCustomerId, {
      invoiceDate: dayFromToday(-12),
      dueDate: dayFromToday(-2),
    });
    await setStatus(me, theirOverdue, { status: 'registered' });
    await setStatus(me, theirOverdue, { status: 'sent' });
    await expectInStep(me, 'an overdue one of each customer');
    // Another tenant's invoices are theirs alone.
    const theirs = await draft(other, otherCustomerId);
    await setStatus(other, theirs, { status: 'registered' });
    await expectInStep(me, "after another tenant's invoices");
    await expectInStep(other, 'the other tenant');
  });

  it('stays right under 20 registrations at once on one day', async () => {
    const owner = await createFerrier();
    const cid = (await createCustomer(owner, { firstName: 'Karin', lastName: 'Sjöström' })).id;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await draft(owner, cid, { lines: [line(100 + i)] }));
    const answers = await Promise.all(
      ids.map((id) =>
        call('PUT', `invoices/update-status/${id}`, { token: owner.token, body: { status: 'registered' } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
    await expectInStep(owner, '20 at once');
  });

  it("the list's summary is the plain sum of the matching invoices, per status, period, customer and name", async () => {
    const today = dayFromToday(0);
    for (const [status, where] of [
      ['all', 'true'],
      ['draft', `status = 'draft'`],
      ['unpaid', `status in ('registered', 'sent')`],
      ['overdue', `status in ('registered', 'sent') and due_date < '${today}'`],
      ['paid', `status = 'paid'`],
      ['sent', 'sent_at is not null'],
      ['notSent', `sent_at is null and status <> 'cancelled'`],
      ['locked', 'locked_at is not null'],
    ] as const) {
      for (const [filter, ofWhom] of [
        ['', 'true'],
        [`&customerId=${customerId}`, `customer_id = '${customerId}'`],
        [`&customerId=${secondCustomerId}`, `customer_id = '${secondCustomerId}'`],
        ['&search=Ström', `customer_id in (select id from customers where search_text like '%strom%')`],
        ['&search=oberg', `customer_id in (select id from customers where search_text like '%oberg%')`],
      ]) {
        for (const period of ['', `&from=${dayFromToday(-10)}&to=${today}`]) {
          const query = `status=${status}${filter}${period}`;
          const res = await call('GET', `invoices/list?${query}`, { token: me.token });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const inPeriod = period ? `and invoice_date between '${dayFromToday(-10)}' and '${today}'` : '';
          const [plain] = await systemDb().execute<{
            n: number;
            grand: number;
            unpaid: number;
            overdue: number;
          }>(
            sql.raw(`
            select count(*)::int as n,
              coalesce(sum(grand_total_ore) filter (where status <> 'cancelled'), 0)::int as grand,
              coalesce(sum(grand_total_ore) filter (where status in ('registered', 'sent')), 0)::int as unpaid,
              coalesce(sum(grand_total_ore) filter (where status in ('registered', 'sent')
                                                    and due_date < '${today}'), 0)::int as overdue
            from invoices
            where ferrier_id = '${me.ferrierId}' and ${where} and ${ofWhom} ${inPeriod}`),
          );
          expect(res.body.summary, query).toEqual({
            count: plain!.n,
            grandTotal: plain!.grand / 100,
            unpaidTotal: plain!.unpaid / 100,
            overdueTotal: plain!.overdue / 100,
          });
        }
      }
    }
    // Sanity: the account has invoices in most of those filters.
    const all = await call('GET', 'invoices/list', { token: me.token });
    expect(all.body.summary.count).toBeGreaterThanOrEqual(4);
  });
});
