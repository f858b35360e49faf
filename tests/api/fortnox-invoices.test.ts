// Invoices with Fortnox, against a local fake of Fortnox: registering sends the invoice (the customer made there
// once, the invoice created) and its number is Fortnox's DocumentNumber with Fortnox's OCR; a refusal leaves it
// failed with Fortnox's reason and the invoice-accounting-sync job sends it later; bookkeeping locks it; the payment
// status comes from Fortnox (paid = not cancelled, balance 0, final pay date set), for one invoice, for every unpaid
// one of the account, and from the five-minute job, which claims each account so two runs check it once; without a
// connection nothing is asked; another tenant's id is 404.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { accountingConnections } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createCustomer, createFerrier, dayFromToday } from '../support/factories';
import {
  connectedAccount as connectedFortnoxAccount,
  draftInvoice,
  invoiceDetails,
  registerInvoice,
  fakeFortnoxForFile,
  type ConnectedAccount,
} from '../support/fortnox';
import { runJob } from '../support/jobs';

const fake = await fakeFortnoxForFile();

const connectedAccount = () => connectedFortnoxAccount(fake);

describe('registering with Fortnox connected', () => {
  let account: ConnectedAccount;
  beforeAll(async () => {
    account = await connectedAccount();
  });

  it('creates the customer and the invoice in Fortnox; the number is its DocumentNumber, with its OCR', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    const res = await registerInvoice(owner, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const company = fake.company(companyId);
    const [created] = [...company.invoices.values()];
    expect(created).toBeDefined();
    expect(res.body.data).toMatchObject({
      status: 'registered',
      invoiceNumber: created!.DocumentNumber,
      payment: { ocrReference: created!.OCR },
      accounting: { state: 'synced', documentNumber: created!.DocumentNumber, error: null, bookkept: false },
    });
    // Fortnox's shapes: the customer, the rows with quantity, price, VAT and discount.
    const customer = company.customers.get(created!.CustomerNumber)!;
    expect(customer.Name).toBe('Åsa Öberg');
    expect(created!.InvoiceRows).toEqual([
      {
        Description: 'Verkning',
        DeliveredQuantity: 1,
        Price: 650,
        VAT: 25,
        Discount: 0,
        DiscountType: 'PERCENT',
      },
      {
        Description: 'Hovolja',
        DeliveredQuantity: 2,
        Price: 99.9,
        VAT: 12,
        Discount: 10,
        DiscountType: 'PERCENT',
      },
    ]);
    expect(created!.DueDate).toBe(res.body.data.dueDate);

    // A second invoice to the same customer: the customer is updated, not made again.
    const second = await draftInvoice(owner, customerId);
    expect((await registerInvoice(owner, second.id)).body.data.accounting.state).toBe('synced');
    expect(company.customers.size).toBe(1);
    expect(company.invoices.size).toBe(2);
  });

  it('a refusal leaves the invoice failed with Fortnox’s reason; the job sends it later', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    fake.failNext(1, 400, 'Ogiltigt datum.', (method, path) => method === 'POST' && path === '/invoices');
    const res = await registerInvoice(owner, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'registered',
      invoiceNumber: null,
      accounting: { state: 'failed', documentNumber: null, error: 'Fortnox (HTTP 400): Ogiltigt datum.' },
    });
    const before = fake.company(companyId).invoices.size;
    // The retry pg-boss runs (registering enqueued it): now Fortnox takes it.
    await runJob('invoice-accounting-sync', { payload: { ferrierId: owner.ferrierId, invoiceId: inv.id } });
    await expect.poll(async () => (await invoiceDetails(owner, inv.id)).accounting.state).toBe('synced');
    const after = await invoiceDetails(owner, inv.id);
    expect(after.accounting.error).toBeNull();
    expect(after.invoiceNumber).toBe(after.accounting.documentNumber);
    expect(fake.company(companyId).invoices.size).toBe(before + 1);
    // Run again: nothing is sent twice.
    expect(
      await runJob('invoice-accounting-sync', { payload: { ferrierId: owner.ferrierId, invoiceId: inv.id } }),
    ).toMatchObject({ synced: 0, skipped: 1 });
    expect(fake.company(companyId).invoices.size).toBe(before + 1);
  });

  it('bookkeeps in Fortnox and locks the invoice', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    const registered = (await registerInvoice(owner, inv.id)).body.data;
    const res = await call('POST', `invoices/bookkeep/${inv.id}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.accounting.bookkept).toBe(true);
    expect(res.body.data.lockedAt).toEqual(expect.any(String));
    expect(fake.company(companyId).invoices.get(registered.invoiceNumber)!.Booked).toBe(true);
    // Locked: no more edits.
    const edit = await call('PUT', `invoices/update/${inv.id}`, {
      token: owner.token,
      body: {
        customerId,
        invoiceDate: dayFromToday(0),
        lines: [{ kind: 'other', name: 'Ändrad', quantity: 1, pricePerUnit: 1, vat: 25, unit: 1 }],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
  });

  it('check-payment-status: paid in Fortnox (balance 0, final pay date) → paid here with that date', async () => {
    const { owner, customerId } = account;
    const inv = await draftInvoice(owner, customerId);
    const registered = (await registerInvoice(owner, inv.id)).body.data;
    const unpaid = await call('POST', `invoices/check-payment-status/${inv.id}`, { token: owner.token });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data).toMatchObject({ status: 'registered', paidAt: null });
    fake.markPaid(registered.invoiceNumber, dayFromToday(0));
    const paid = await call('POST', `invoices/check-payment-status/${inv.id}`, { token: owner.token });
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.paidAt).toEqual(expect.any(String));
    // Asked again: stays paid, Fortnox is not asked.
    const count = fake.requests.length;
    expect(
      (await call('POST', `invoices/check-payment-status/${inv.id}`, { token: owner.token })).body.data
        .status,
    ).toBe('paid');
    expect(fake.requests.length).toBe(count);
  });

  it('a cancelled invoice in Fortnox is not paid', async () => {
    const { owner, customerId } = account;
    const inv = await draftInvoice(owner, customerId);
    const registered = (await registerInvoice(owner, inv.id)).body.data;
    fake.markPaid(registered.invoiceNumber, dayFromToday(0));
    fake.cancel(registered.invoiceNumber);
    const res = await call('POST', `invoices/check-payment-status/${inv.id}`, { token: owner.token });
    expect(res.body.data.status).toBe('registered');
  });

  it('another tenant’s invoice is 404 on every {id} route', async () => {
    const { owner, customerId } = account;
    const inv = await draftInvoice(owner, customerId);
    await registerInvoice(owner, inv.id);
    const stranger = await createFerrier();
    for (const path of [`invoices/check-payment-status/${inv.id}`, `invoices/bookkeep/${inv.id}`]) {
      const res = await call('POST', path, { token: stranger.token });
      expect(res.status, path).toBe(404);
    }
  });
});

describe('checking every unpaid invoice', () => {
  it('marks the paid ones paid, counts unpaid and overdue; a second call within the minute asks nothing', async () => {
    const { owner, customerId } = await connectedAccount();
    const a = await draftInvoice(owner, customerId);
    const b = await draftInvoice(owner, customerId, {
      invoiceDate: dayFromToday(-40),
      dueDate: dayFromToday(-10),
    });
    const numberOf = async (id: string) =>
      (await registerInvoice(owner, id)).body.data.invoiceNumber as string;
    const paidNumber = await numberOf(a.id);
    await numberOf(b.id);
    fake.markPaid(paidNumber, dayFromToday(-1));
    const res = await call('POST', 'invoices/check-all-unpaid-invoices', { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ connected: true, checked: 2, paid: 1, unpaid: 1, overdue: 1, failed: 0 });
    expect((await invoiceDetails(owner, a.id)).status).toBe('paid');
    const again = await call('POST', 'invoices/check-all-unpaid-invoices', { token: owner.token });
    expect(again.body.data).toEqual({
      connected: true,
      checked: 0,
      paid: 0,
      unpaid: 1,
      overdue: 1,
      failed: 0,
    });
  });

  it('Fortnox failing: logged and counted, still 200', async () => {
    const { owner, customerId } = await connectedAccount();
    const inv = await draftInvoice(owner, customerId);
    await registerInvoice(owner, inv.id);
    fake.failNext(1, 500, 'Internt fel.', (method) => method === 'GET');
    const res = await call('POST', 'invoices/check-all-unpaid-invoices', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ connected: true, checked: 1, failed: 1, unpaid: 1 });
  });

  it('without a connection: nothing is asked; paid by hand through update-status', async () => {
    const owner = await createFerrier();
    const customer = await createCustomer(owner);
    const inv = await draftInvoice(owner, customer.id);
    const registered = await registerInvoice(owner, inv.id);
    expect(registered.body.data.accounting.state).toBe('notConnected');
    const count = fake.requests.length;
    const all = await call('POST', 'invoices/check-all-unpaid-invoices', { token: owner.token });
    expect(all.body.data).toEqual({
      connected: false,
      checked: 0,
      paid: 0,
      unpaid: 1,
      overdue: 0,
      failed: 0,
    });
    const one = await call('POST', `invoices/check-payment-status/${inv.id}`, { token: owner.token });
    expect(one.body.data.status).toBe('registered');
    expect(fake.requests.length).toBe(count);
    const paid = await call('PUT', `invoices/update-status/${inv.id}`, {
      token: owner.token,
      body: { status: 'paid' },
    });
    expect(paid.body.data.status).toBe('paid');
  });

  it('the five-minute job checks each connected account once, however many run at the same time', async () => {
    const accounts = await Promise.all([connectedAccount(), connectedAccount()]);
    const numbers: string[] = [];
    for (const { owner, customerId } of accounts) {
      const inv = await draftInvoice(owner, customerId);
      numbers.push((await registerInvoice(owner, inv.id)).body.data.invoiceNumber);
    }
    fake.markPaid(numbers[0]!, dayFromToday(0));
    const ferrierIds = accounts.map((a) => a.owner.ferrierId);
    const { sweepUnpaidInvoices } = await import('@/server/integrations/fortnox/payment-sweep');
    const [one, two] = await Promise.all([
      sweepUnpaidInvoices({ ferrierIds }),
      sweepUnpaidInvoices({ ferrierIds }),
    ]);
    expect(one!.checked + two!.checked).toBe(2);
    expect(one!.paid + two!.paid).toBe(1);
    // The job itself, right after: every account was just claimed, nothing is asked.
    expect(await runJob('invoice-payment-check', { payload: { ferrierIds } })).toMatchObject({ checked: 0 });
    // Five minutes later the accounts are due again.
    await systemDb()
      .update(accountingConnections)
      .set({ paymentCheckClaimedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(accountingConnections.ferrierId, ferrierIds[1]!));
    expect(await runJob('invoice-payment-check', { payload: { ferrierIds } })).toMatchObject({ checked: 1 });
  });
});
