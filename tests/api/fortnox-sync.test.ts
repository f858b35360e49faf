// How an invoice reaches Fortnox, against the local fake: registering commits before Fortnox is asked (another
// request sees the invoice registered and pending while Fortnox has not answered), and when the process stops between
// the two the job's sweep sends it; an answer Fortnox gave but we never got (a lost answer) is found again by our id,
// so a retry makes no second invoice; a credit invoice is made in Fortnox by crediting its original (PUT …/credit),
// found again the same way, with the original sent first when it is not there yet; the credit of an invoice numbered
// before connecting stays in Hovbook's series; sending a draft sends it with Fortnox's number (or, refused, not at all).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAccountOwner } from '@/server/integrations/fortnox/account-context';
import { changeInvoiceStatus } from '@/server/invoices/update-status';
import { systemDb } from '@/server/db/system';
import { invoiceSendings, invoices } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { call } from '../support/api-client';
import { createCustomer, createFerrier } from '../support/factories';
import {
  connectFortnox,
  draftInvoice,
  invoiceDetails,
  keepOffPaymentSweeps,
  registerInvoice,
  type ConnectedAccount,
  type Owner,
  sweepFreeAccount,
  fakeFortnoxForFile,
} from '../support/fortnox';
import { runJob } from '../support/jobs';

const fake = await fakeFortnoxForFile();

/** This file's accounts are not the payment sweep's (see keepOffPaymentSweeps). */
const connectedAccount = () => sweepFreeAccount(fake);

const credit = (owner: Owner, id: string) => call('POST', `invoices/credit/${id}`, { token: owner.token });

const retry = (owner: Owner, invoiceId: string) =>
  runJob('invoice-accounting-sync', { payload: { ferrierId: owner.ferrierId, invoiceId } });

const isPost = (method: string, path: string) => method === 'POST' && path === '/invoices';
const postsOfInvoices = () =>
  fake.requests.filter((r) => isPost(r.method, r.path.replace(/^\/3/, ''))).length;

describe('registering commits before Fortnox is asked', () => {
  let account: ConnectedAccount;
  beforeAll(async () => {
    account = await connectedAccount();
  });

  it('while Fortnox has not answered, the invoice is registered and pending for everyone; then synced', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    const hold = fake.holdNext(isPost);
    const registering = registerInvoice(owner, inv.id);
    await hold.reached;
    // The registering has committed: another request sees it, not locked behind the outside call.
    expect(await invoiceDetails(owner, inv.id)).toMatchObject({
      status: 'registered',
      invoiceNumber: null,
      accounting: { state: 'pending', documentNumber: null },
    });
    hold.release();
    const res = await registering;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = [...fake.company(companyId).invoices.values()].find(
      (i) => i.ExternalInvoiceReference1 === inv.id,
    )!;
    expect(res.body.data).toMatchObject({
      status: 'registered',
      invoiceNumber: created.DocumentNumber,
      payment: { ocrReference: created.OCR },
      accounting: { state: 'synced', documentNumber: created.DocumentNumber, error: null },
    });
  });

  it('the process stops between the commit and the sync: the job’s sweep sends the invoice', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    // Registered and committed the way the route does it, but nothing after the commit runs.
    await asAccountOwner(owner.ferrierId, logger, (ctx) =>
      changeInvoiceStatus(ctx, { id: inv.id, input: { status: 'registered' } }),
    );
    expect(await invoiceDetails(owner, inv.id)).toMatchObject({
      status: 'registered',
      invoiceNumber: null,
      accounting: { state: 'pending' },
    });
    const before = fake.company(companyId).invoices.size;
    // The sweep leaves an invoice registered within two minutes to its own sync: this one is older.
    await systemDb()
      .update(invoices)
      .set({ registeredAt: sql`now() - interval '3 minutes'` })
      .where(eq(invoices.id, inv.id));
    expect(
      await runJob('invoice-accounting-sync', { payload: { ferrierIds: [owner.ferrierId] } }),
    ).toMatchObject({ synced: 1, failed: 0 });
    const after = await invoiceDetails(owner, inv.id);
    expect(after.accounting).toMatchObject({ state: 'synced', error: null });
    expect(after.invoiceNumber).toBe(after.accounting.documentNumber);
    expect(fake.company(companyId).invoices.size).toBe(before + 1);
  });

  it('Fortnox made the invoice but its answer was lost: the retry finds it; Fortnox holds one', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    fake.loseNextAnswer(isPost);
    const res = await registerInvoice(owner, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'registered',
      invoiceNumber: null,
      accounting: {
        state: 'failed',
        documentNumber: null,
        error: 'Fortnox (HTTP 0): Fortnox did not answer',
      },
    });
    const mine = () =>
      [...fake.company(companyId).invoices.values()].filter((i) => i.ExternalInvoiceReference1 === inv.id);
    expect(mine()).toHaveLength(1);
    const posts = postsOfInvoices();

    // The retry (the one registering queued may have run already: either finds it).
    await retry(owner, inv.id);
    await expect.poll(async () => (await invoiceDetails(owner, inv.id)).accounting.state).toBe('synced');
    const after = await invoiceDetails(owner, inv.id);
    expect(after).toMatchObject({
      invoiceNumber: mine()[0]!.DocumentNumber,
      payment: { ocrReference: mine()[0]!.OCR },
      accounting: { state: 'synced', documentNumber: mine()[0]!.DocumentNumber, error: null },
    });
    expect(mine()).toHaveLength(1);
    expect(postsOfInvoices()).toBe(posts);
  });

  it('an invoice whose id Fortnox’s search only matches in part is not taken for ours', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    // Fortnox's search matches any part of the field: an invoice of another system naming ours inside its own.
    const otherNumber = fake.addInvoice(companyId, 100);
    fake.company(companyId).invoices.get(otherNumber)!.ExternalInvoiceReference1 = `x-${inv.id}`;
    const res = await registerInvoice(owner, inv.id);
    expect(res.body.data.accounting.state).toBe('synced');
    expect(res.body.data.invoiceNumber).not.toBe(otherNumber);
    expect(fake.company(companyId).invoices.get(res.body.data.invoiceNumber)!.ExternalInvoiceReference1).toBe(
      inv.id,
    );
  });
});

describe('credit invoices in Fortnox', () => {
  let account: ConnectedAccount;
  beforeAll(async () => {
    account = await connectedAccount();
  });

  it('crediting an invoice credits it in Fortnox; the credit invoice’s number is Fortnox’s credit', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    const original = (await registerInvoice(owner, inv.id)).body.data;
    const posts = postsOfInvoices();
    const res = await credit(owner, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const company = fake.company(companyId);
    const creditNumber = company.invoices.get(original.invoiceNumber)!.CreditInvoiceReference;
    expect(creditNumber).not.toBe('0');
    const made = company.invoices.get(creditNumber)!;
    expect(res.body.data).toMatchObject({
      status: 'registered',
      invoiceNumber: creditNumber,
      creditOf: { id: inv.id, invoiceNumber: original.invoiceNumber },
      payment: { ocrReference: made.OCR },
      accounting: { state: 'synced', documentNumber: creditNumber, error: null },
    });
    // Fortnox's own credit invoice: a credit referring to the original, its rows negated; no negative invoice.
    expect(made).toMatchObject({ Credit: true, CreditInvoiceReference: original.invoiceNumber });
    expect(made.InvoiceRows.map((r) => r.DeliveredQuantity)).toEqual([-1, -2]);
    expect(postsOfInvoices()).toBe(posts);
    expect(fake.requests.at(-2)).toMatchObject({
      method: 'PUT',
      path: `/3/invoices/${original.invoiceNumber}/credit`,
      status: 200,
    });
  });

  it('the credit’s answer was lost: the retry finds it through the original; Fortnox holds one credit', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    const original = (await registerInvoice(owner, inv.id)).body.data;
    fake.loseNextAnswer((method, path) => method === 'PUT' && path.endsWith('/credit'));
    const res = await credit(owner, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      invoiceNumber: null,
      accounting: { state: 'failed', error: 'Fortnox (HTTP 0): Fortnox did not answer' },
    });
    const creditsOf = () =>
      [...fake.company(companyId).invoices.values()].filter(
        (i) => i.Credit && i.CreditInvoiceReference === original.invoiceNumber,
      );
    expect(creditsOf()).toHaveLength(1);

    await retry(owner, res.body.data.id);
    await expect
      .poll(async () => (await invoiceDetails(owner, res.body.data.id)).accounting.state)
      .toBe('synced');
    const after = await invoiceDetails(owner, res.body.data.id);
    expect(after.invoiceNumber).toBe(creditsOf()[0]!.DocumentNumber);
    expect(after.accounting).toMatchObject({ state: 'synced', error: null });
    expect(creditsOf()).toHaveLength(1);
  });

  it('the original is not in Fortnox yet: the credit’s sync sends it first, then credits it', async () => {
    const { owner, customerId, companyId } = account;
    const inv = await draftInvoice(owner, customerId);
    fake.failNext(1, 400, 'Ogiltigt datum.', isPost);
    const registered = (await registerInvoice(owner, inv.id)).body.data;
    expect(registered.accounting.state).toBe('failed');
    const res = await credit(owner, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const original = await invoiceDetails(owner, inv.id);
    expect(original).toMatchObject({ status: 'credited', accounting: { state: 'synced' } });
    const company = fake.company(companyId);
    expect(res.body.data).toMatchObject({
      invoiceNumber: company.invoices.get(original.invoiceNumber)!.CreditInvoiceReference,
      accounting: { state: 'synced' },
    });
  });

  it('an invoice numbered before connecting is credited in Hovbook’s series, not in Fortnox', async () => {
    const owner = await createFerrier();
    const customer = await createCustomer(owner);
    const inv = await draftInvoice(owner, customer.id);
    const original = (await registerInvoice(owner, inv.id)).body.data;
    expect(original.accounting.state).toBe('notConnected');
    expect(await connectFortnox(owner)).toContain('accounting=connected');
    await keepOffPaymentSweeps(owner.ferrierId);
    const count = fake.requests.length;
    const res = await credit(owner, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      invoiceNumber: String(Number(original.invoiceNumber) + 1),
      accounting: { state: 'notConnected', documentNumber: null },
    });
    expect(fake.requests.length).toBe(count);
  });
});

describe('sending a draft with Fortnox connected', () => {
  it('registers and commits it, sends it to Fortnox, then sends it to the customer with Fortnox’s number', async () => {
    const { owner, customerId, companyId } = await connectedAccount();
    const inv = await draftInvoice(owner, customerId);
    const res = await call('POST', `invoices/send-to-customer/${inv.id}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = [...fake.company(companyId).invoices.values()].find(
      (i) => i.ExternalInvoiceReference1 === inv.id,
    )!;
    expect(res.body.data).toMatchObject({
      status: 'sent',
      invoiceNumber: created.DocumentNumber,
      accounting: { state: 'synced' },
    });
  });

  it('Fortnox refusing: 409 INVOICE_NOT_ISSUED, the invoice stays registered (failed) and nothing is mailed', async () => {
    const { owner, customerId } = await connectedAccount();
    const inv = await draftInvoice(owner, customerId);
    fake.failNext(1, 400, 'Ogiltigt datum.', isPost);
    const res = await call('POST', `invoices/send-to-customer/${inv.id}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.code).toBe('INVOICE_NOT_ISSUED');
    expect(await invoiceDetails(owner, inv.id)).toMatchObject({
      status: 'registered',
      sentAt: null,
      accounting: { state: 'failed', error: 'Fortnox (HTTP 400): Ogiltigt datum.' },
    });
    const sendings = await systemDb()
      .select({ id: invoiceSendings.id })
      .from(invoiceSendings)
      .where(eq(invoiceSendings.invoiceId, inv.id));
    expect(sendings).toHaveLength(0);
  });
});
