// The Fortnox customer is made once, against the local fake, whatever is lost on the way: its answer (a timeout, a
// crash before our transaction committed), our save of its number, or a race of two syncs of one customer's invoices.
// We give the customer its number (HB and our id), so a retry finds it at GET/PUT /3/customers/{number}.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerNumberOf } from '@/server/integrations/fortnox/fortnox-shapes';
import { systemDb } from '@/server/db/system';
import { accountingConnections, customers } from '@/server/db/schema';
import { call } from '../support/api-client';
import { startFakeFortnox } from '../support/fake-fortnox';
import { createCustomer, createFerrier, dayFromToday } from '../support/factories';
import { connectFortnox } from '../support/fortnox';
import { runJob } from '../support/jobs';

const fake = await startFakeFortnox();
afterAll(() => fake.close());

type Owner = Awaited<ReturnType<typeof createFerrier>>;

/** Keeps other files' payment sweeps (which cover every connected account) off this file's accounts. */
const keepOffPaymentSweeps = (ferrierId: string) =>
  systemDb()
    .update(accountingConnections)
    .set({ paymentCheckClaimedAt: sql`now() + interval '1 day'` })
    .where(eq(accountingConnections.ferrierId, ferrierId));

async function registeredInvoice(owner: Owner, customerId: string) {
  const created = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId,
      invoiceDate: dayFromToday(0),
      lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const res = await call('PUT', `invoices/update-status/${created.body.data.id}`, {
    token: owner.token,
    body: { status: 'registered' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const retry = (owner: Owner, invoiceId: string) =>
  runJob('invoice-accounting-sync', { payload: { ferrierId: owner.ferrierId, invoiceId } });

const details = async (owner: Owner, id: string) =>
  (await call('GET', `invoices/details/${id}`, { token: owner.token })).body.data;

const keptNumber = async (owner: Owner, customerId: string) => {
  const [row] = await systemDb()
    .select({ number: customers.accountingCustomerNumber })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ferrierId, owner.ferrierId)));
  return row?.number ?? null;
};

describe('a Fortnox customer is made once', () => {
  let owner: Owner;
  let companyId: string;
  beforeAll(async () => {
    owner = await createFerrier();
    expect(await connectFortnox(owner)).toContain('accounting=connected');
    await keepOffPaymentSweeps(owner.ferrierId);
    companyId = fake.companies().at(-1)!.id;
  });

  it('the answer to its creation is lost: the retry finds it by our number; one customer in Fortnox', async () => {
    const customer = await createCustomer(owner, { firstName: 'Åsa', lastName: 'Öberg' });
    fake.loseNextAnswer((method, path) => method === 'POST' && path === '/customers');
    const inv = await registeredInvoice(owner, customer.id);
    expect(inv.accounting).toMatchObject({ state: 'failed', documentNumber: null });
    const company = fake.company(companyId);
    const ours = customerNumberOf(customer.id);
    // Fortnox made it, under the number we gave; we never heard.
    expect([...company.customers.keys()]).toEqual([ours]);
    expect(await keptNumber(owner, customer.id)).toBeNull();

    await retry(owner, inv.id);
    await expect.poll(async () => (await details(owner, inv.id)).accounting.state).toBe('synced');
    expect([...company.customers.keys()]).toEqual([ours]);
    expect(company.customers.get(ours)!.Name).toBe('Åsa Öberg');
    expect([...company.invoices.values()].map((i) => i.CustomerNumber)).toEqual([ours]);
    expect(await keptNumber(owner, customer.id)).toBe(ours);
  });

  it('our save of its number is lost: the next sync finds it by our number', async () => {
    const customer = await createCustomer(owner, { firstName: 'Bo', lastName: 'Ek' });
    await registeredInvoice(owner, customer.id);
    const ours = customerNumberOf(customer.id);
    expect(await keptNumber(owner, customer.id)).toBe(ours);
    await systemDb()
      .update(customers)
      .set({ accountingCustomerNumber: null })
      .where(eq(customers.id, customer.id));
    const before = fake.company(companyId).customers.size;
    const second = await registeredInvoice(owner, customer.id);
    expect(second.accounting.state).toBe('synced');
    expect(fake.company(companyId).customers.size).toBe(before);
    expect(await keptNumber(owner, customer.id)).toBe(ours);
  });

  it('two invoices of a new customer synced at once: Fortnox refuses the number twice, both use the one', async () => {
    const customer = await createCustomer(owner, { firstName: 'Cia', lastName: 'Lind' });
    const before = fake.company(companyId).customers.size;
    // The first sync's creation waits at Fortnox while the second one's makes the customer.
    const hold = fake.holdNext((method, path) => method === 'POST' && path === '/customers');
    const first = registeredInvoice(owner, customer.id);
    await hold.reached;
    const second = await registeredInvoice(owner, customer.id);
    expect(second.accounting.state).toBe('synced');
    hold.release();
    expect((await first).accounting.state).toBe('synced');
    expect(fake.requests.filter((r) => r.path === '/3/customers' && r.status === 400)).toHaveLength(1);
    expect(fake.company(companyId).customers.size).toBe(before + 1);
    const ours = customerNumberOf(customer.id);
    const made = [...fake.company(companyId).invoices.values()].filter((i) => i.CustomerNumber === ours);
    expect(made).toHaveLength(2);
  });

  it('a customer known by Fortnox’s series but deleted there meanwhile is made again under our number', async () => {
    const customer = await createCustomer(owner, { firstName: 'Dan', lastName: 'Berg' });
    await systemDb()
      .update(customers)
      .set({ accountingCustomerNumber: '9999' })
      .where(eq(customers.id, customer.id));
    const inv = await registeredInvoice(owner, customer.id);
    expect(inv.accounting.state).toBe('synced');
    const ours = customerNumberOf(customer.id);
    expect(fake.company(companyId).customers.get(ours)?.Name).toBe('Dan Berg');
    expect(await keptNumber(owner, customer.id)).toBe(ours);
  });
});
