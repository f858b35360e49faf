// The Fortnox tests' common ground: a file's fake Fortnox (fakeFortnoxForFile), connecting a test account to it the way a
// browser does: POST accounting/fortnox/connect (the consent address and the state cookie), Fortnox's consent page
// (which redirects back with a code), then the callback with the cookie. Then what the invoice tests with Fortnox
// start from: a connected account with a customer, a draft invoice, registering it and reading it back.
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { accountingConnections } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from './api-client';
import { startFakeFortnox, type FakeFortnox } from './fake-fortnox';
import { createCustomer, createFerrier, dayFromToday } from './factories';

/** The file's fake Fortnox, started and the app's Fortnox settings pointed at it; closed after the file's tests. */
export async function fakeFortnoxForFile(): Promise<FakeFortnox> {
  const fake = await startFakeFortnox();
  afterAll(() => fake.close());
  return fake;
}

/** The state cookie the connect answer set, as a Cookie header. */
export function stateCookie(headers: Headers): string {
  const cookie = headers.get('set-cookie') ?? '';
  const pair = /hovbook_fortnox_state=([^;]+)/.exec(cookie)?.[1];
  if (!pair) throw new Error(`no state cookie in ${cookie}`);
  return `hovbook_fortnox_state=${pair}`;
}

/** Follows the consent page to the callback address it redirects to (the fake approves or denies at once). */
export async function consent(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent answered ${res.status}`);
  return new URL(location);
}

export async function callback(back: URL, cookie: string | undefined) {
  return call('GET', `accounting/fortnox/callback${back.search}`, {
    headers: cookie ? { cookie } : {},
  });
}

/** Where the callback's page sends the browser (its meta refresh; the same address is in x-hovbook-redirect). */
export function destination(res: { status: number; body: unknown; headers: Headers }): string | null {
  const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(String(res.body))?.[1] ?? null;
  if (res.status !== 200 || refresh !== res.headers.get('x-hovbook-redirect')) return null;
  return refresh;
}

/** Connects the account; answers where the callback sent the browser (expect /profile?accounting=connected#…). */
export async function connectFortnox(owner: { token: string }, _fake?: FakeFortnox): Promise<string | null> {
  const started = await call('POST', 'accounting/fortnox/connect', { token: owner.token });
  if (started.status !== 200) throw new Error(`connect: ${JSON.stringify(started.body)}`);
  const back = await consent(started.body.data.url);
  const done = await callback(back, stateCookie(started.headers));
  return destination(done);
}

export type Owner = Awaited<ReturnType<typeof createFerrier>>;
export type ConnectedAccount = { owner: Owner; customerId: string; companyId: string };

/** A new account connected to `fake`, with one customer (Åsa Öberg, 20 days to pay), and its company in the fake. */
export async function connectedAccount(fake: FakeFortnox): Promise<ConnectedAccount> {
  const owner = await createFerrier();
  expect(await connectFortnox(owner)).toContain('accounting=connected');
  const customer = await createCustomer(owner, { firstName: 'Åsa', lastName: 'Öberg', paymentTerms: 20 });
  const companyId = fake.companies().at(-1)!.id;
  return { owner, customerId: customer.id as string, companyId };
}

/**
 * Keeps every payment sweep off an account, by a claim in the future: files share the database, and another file's
 * sweep (the cron route's, which covers every connected account) would ask its own fake Fortnox about it.
 */
export const keepOffPaymentSweeps = (ferrierId: string) =>
  systemDb()
    .update(accountingConnections)
    .set({ paymentCheckClaimedAt: sql`now() + interval '1 day'` })
    .where(eq(accountingConnections.ferrierId, ferrierId));

/** A connected account (connectedAccount) that other files' payment sweeps leave alone (keepOffPaymentSweeps). */
export async function sweepFreeAccount(fake: FakeFortnox): Promise<ConnectedAccount> {
  const account = await connectedAccount(fake);
  await keepOffPaymentSweeps(account.owner.ferrierId);
  return account;
}

/** A draft invoice of today with two lines (25 % and 12 % VAT, one with a discount); `overrides` replace body fields. */
export async function draftInvoice(
  owner: Owner,
  customerId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId,
      invoiceDate: dayFromToday(0),
      lines: [
        { kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 },
        { kind: 'other', name: 'Hovolja', quantity: 2, pricePerUnit: 99.9, discount: 10, vat: 12, unit: 1 },
      ],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

/** Registers an invoice (PUT invoices/update-status); the answer as it came. */
export const registerInvoice = (owner: Owner, id: string) =>
  call('PUT', `invoices/update-status/${id}`, { token: owner.token, body: { status: 'registered' } });

/** An invoice as invoices/details shows it. */
export const invoiceDetails = async (owner: Owner, id: string) =>
  (await call('GET', `invoices/details/${id}`, { token: owner.token })).body.data;

/** A draft invoice (draftInvoice) registered; the invoice as the register answer has it. */
export async function registeredInvoice(owner: Owner, customerId: string) {
  const draft = await draftInvoice(owner, customerId);
  const res = await registerInvoice(owner, draft.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
