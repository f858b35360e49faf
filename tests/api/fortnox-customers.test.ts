// The Fortnox customer is made once, against the local fake, whatever is lost on the way: its answer (a timeout, a
// crash before our transaction committed), our save of its number, or a race of two syncs of one customer's invoices.
// We give the customer its number (HB and our id), so a retry finds it at GET/PUT /3/customers/{number}.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerNumberOf } from '@/server/integrations/fortnox/fortnox-shapes';
import { systemDb } from '@/server/db/system';
import { customers } from '@/server/db/schema';
import { createCustomer } from '../support/factories';
import {
  invoiceDetails as details,
  registeredInvoice,
  sweepFreeAccount,
  fakeFortnoxForFile,
  type Owner,
} from '../support/fortnox';
import { runJob } from '../support/jobs';

const fake = await fakeFortnoxForFile();

const retry = (owner: Owner, invoiceId: string) =>
  runJob('invoice-accounting-sync', { payload: { ferrierId: owner.ferrierId, invoiceId } });

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
    ({ owner, companyId } = await sweepFreeAccount(fake));
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
