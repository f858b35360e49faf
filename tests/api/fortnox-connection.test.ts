// The Fortnox connection against a local fake of Fortnox (tests/support/fake-fortnox.ts): connecting through OAuth2
// with the state checked (another browser, a forged, expired or used state is refused), tokens stored sealed,
// refreshed before they expire and on 401 with the rotated refresh token stored each time (the old one no longer
// works, also when two refresh at once), 429 answered by waiting, disconnecting, owner only, and the cron route's
// secret.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { accountingConnections, oauthStates } from '@/server/db/schema';
import { fortnoxClient } from '@/server/integrations/fortnox/client';
import { fortnoxConfig } from '@/server/integrations/fortnox/env';
import { refreshTokens } from '@/server/integrations/fortnox/oauth';
import { handleUnpaidInvoicesCron } from '@/server/cron/unpaid-invoices';
import { logger } from '@/server/logger';
import { call } from '../support/api-client';
import { createCustomer, createFerrier, dayFromToday } from '../support/factories';
import {
  callback,
  connectFortnox,
  consent,
  destination,
  stateCookie,
  fakeFortnoxForFile,
} from '../support/fortnox';
import { createStaff } from '../support/members';

// Before anything reads the environment (once per test file).
const fake = await fakeFortnoxForFile();
process.env.CRON_SECRET = 'cron-secret-for-the-tests-0123456789';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

const connectionRow = async (ferrierId: string) =>
  (
    await systemDb()
      .select()
      .from(accountingConnections)
      .where(
        and(eq(accountingConnections.ferrierId, ferrierId), eq(accountingConnections.provider, 'fortnox')),
      )
  )[0];

describe('connecting', () => {
  let me: Owner;
  beforeAll(async () => {
    me = await createFerrier();
  });

  it('shows Fortnox live and Visma coming, not connected', async () => {
    const res = await call('GET', 'accounting/connection', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      provider: null,
      connected: false,
      connectedAt: null,
      available: true,
      providers: [
        { id: 'fortnox', status: 'live' },
        { id: 'visma', status: 'coming' },
      ],
    });
  });

  it('connects through the consent page: the tokens are stored sealed, the state once and hashed', async () => {
    const started = await call('POST', 'accounting/fortnox/connect', { token: me.token });
    expect(started.status).toBe(200);
    const url = new URL(started.body.data.url);
    expect(url.origin + url.pathname).toBe(`${fake.authUrl}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/api/v1/accounting/fortnox/callback',
      scope: 'invoice customer',
    });
    const state = url.searchParams.get('state')!;
    const cookie = stateCookie(started.headers);
    expect(started.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    // Only the state's hash is stored.
    const stored = await systemDb().select().from(oauthStates).where(eq(oauthStates.ferrierId, me.ferrierId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.stateHash).not.toContain(state);

    const back = await consent(started.body.data.url);
    const done = await callback(back, cookie);
    expect(done.status).toBe(200);
    expect(done.headers.get('content-type')).toMatch(/^text\/html/);
    expect(destination(done)).toBe('/profile?accounting=connected#accounting');

    const row = await connectionRow(me.ferrierId);
    expect(row).toBeDefined();
    // Sealed: the stored values are not the tokens.
    expect(row!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row!.refreshTokenEncrypted).toMatch(/^v1\./);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    const status = await call('GET', 'accounting/connection', { token: me.token });
    expect(status.body.data).toMatchObject({ provider: 'fortnox', connected: true });
    expect(status.body.data.connectedAt).toEqual(expect.any(String));

    // The state is spent: the same redirect again is refused.
    const again = await callback(back, cookie);
    expect(destination(again)).toBe('/profile?accounting=invalid#accounting');
  });

  it('refuses a callback without the browser’s cookie, with a forged state, or an expired one', async () => {
    const owner = await createFerrier();
    const started = await call('POST', 'accounting/fortnox/connect', { token: owner.token });
    const back = await consent(started.body.data.url);
    // Another browser (no cookie), or the cookie of another flow.
    expect(destination(await callback(back, undefined))).toContain('accounting=invalid');
    expect(destination(await callback(back, 'hovbook_fortnox_state=x'))).toContain('accounting=invalid');
    // A forged state with a matching cookie.
    const forged = new URL(back);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect(destination(await callback(forged, `hovbook_fortnox_state=${'A'.repeat(43)}`))).toContain(
      'accounting=invalid',
    );
    // Expired.
    await systemDb()
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oauthStates.ferrierId, owner.ferrierId));
    expect(destination(await callback(back, stateCookie(started.headers)))).toContain('accounting=invalid');
    expect(await connectionRow(owner.ferrierId)).toBeUndefined();
  });

  it('a refused consent is "denied" and connects nothing', async () => {
    const owner = await createFerrier();
    fake.deny(true);
    try {
      const started = await call('POST', 'accounting/fortnox/connect', { token: owner.token });
      const back = await consent(started.body.data.url);
      expect(back.searchParams.get('error')).toBe('access_denied');
      const done = await callback(back, stateCookie(started.headers));
      expect(destination(done)).toBe('/profile?accounting=denied#accounting');
    } finally {
      fake.deny(false);
    }
    expect(await connectionRow(owner.ferrierId)).toBeUndefined();
  });

  it('is the owner’s: staff are refused every accounting connection route', async () => {
    const staff = await createStaff(me);
    for (const [method, path] of [
      ['GET', 'accounting/connection'],
      ['POST', 'accounting/fortnox/connect'],
      ['DELETE', 'accounting/fortnox'],
    ] as const) {
      const res = await call(method, path, { token: staff.token });
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('disconnects: the tokens are deleted', async () => {
    const owner = await createFerrier();
    expect(await connectFortnox(owner)).toContain('accounting=connected');
    const res = await call('DELETE', 'accounting/fortnox', { token: owner.token, locale: 'sv' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ provider: null, connected: false });
    expect(await connectionRow(owner.ferrierId)).toBeUndefined();
  });
});

describe('tokens', () => {
  const log = logger.child({ test: 'fortnox' });

  it('refreshes an expired access token, stores the rotated refresh token; the old one no longer works', async () => {
    const owner = await createFerrier();
    await connectFortnox(owner);
    const before = await connectionRow(owner.ferrierId);
    // An hour later: Fortnox refuses the access token, and the stored expiry says so too.
    fake.expireAccessTokens();
    await systemDb()
      .update(accountingConnections)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountingConnections.ferrierId, owner.ferrierId));
    const refreshes = fake.tokenCalls.filter((t) => t.grantType === 'refresh_token').length;
    const client = fortnoxClient(fortnoxConfig()!, owner.ferrierId, log);
    const { Customer } = await client.request<{ Customer: { CustomerNumber: string } }>(
      'POST',
      '/customers',
      {
        Customer: { Name: 'Refresh AB' },
      },
    );
    expect(Customer.CustomerNumber).toBe('1');
    expect(fake.tokenCalls.filter((t) => t.grantType === 'refresh_token')).toHaveLength(refreshes + 1);
    const after = await connectionRow(owner.ferrierId);
    expect(after!.refreshTokenEncrypted).not.toBe(before!.refreshTokenEncrypted);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('a 401 with a token still fresh by our clock: refreshes once and retries', async () => {
    const owner = await createFerrier();
    await connectFortnox(owner);
    fake.expireAccessTokens();
    const client = fortnoxClient(fortnoxConfig()!, owner.ferrierId, log);
    const answer = await client.request<{ Customer: { Name: string } }>('POST', '/customers', {
      Customer: { Name: 'Retry AB' },
    });
    expect(answer.Customer.Name).toBe('Retry AB');
  });

  it('two refreshes at once spend the refresh token once and both get a working token', async () => {
    const owner = await createFerrier();
    await connectFortnox(owner);
    fake.expireAccessTokens();
    const refreshes = () => fake.tokenCalls.filter((t) => t.grantType === 'refresh_token');
    const before = refreshes().length;
    await Promise.all(
      [1, 2, 3].map((n) =>
        fortnoxClient(fortnoxConfig()!, owner.ferrierId, log).request('POST', '/customers', {
          Customer: { Name: `Samtidig ${n}` },
        }),
      ),
    );
    const made = refreshes().slice(before);
    expect(made.every((r) => r.status === 200)).toBe(true);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(3);
  });

  it('a used refresh token is refused by Fortnox (rotation)', async () => {
    const config = fortnoxConfig()!;
    const { refresh_token } = fake.issueTokens();
    const next = await refreshTokens(config, refresh_token);
    expect(next.refresh_token).not.toBe(refresh_token);
    await expect(refreshTokens(config, refresh_token)).rejects.toThrow(/connection must be made again/);
    await expect(refreshTokens(config, next.refresh_token)).resolves.toMatchObject({ expires_in: 3600 });
  });

  it('waits on 429 as Retry-After says, then succeeds', async () => {
    const owner = await createFerrier();
    await connectFortnox(owner);
    fake.throttleNext(2, 1);
    const started = Date.now();
    const client = fortnoxClient(fortnoxConfig()!, owner.ferrierId, log);
    const answer = await client.request<{ Customer: { Name: string } }>('POST', '/customers', {
      Customer: { Name: 'Väntan AB' },
    });
    expect(answer.Customer.Name).toBe('Väntan AB');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    const statuses = fake.requests.slice(-3).map((r) => r.status);
    expect(statuses).toEqual([429, 429, 201]);
  });

  it('keeps to 25 requests per 5 seconds per account: 30 calls meet no 429', async () => {
    const owner = await createFerrier();
    await connectFortnox(owner);
    const client = fortnoxClient(fortnoxConfig()!, owner.ferrierId, log);
    const { Customer } = await client.request<{ Customer: { CustomerNumber: string } }>(
      'POST',
      '/customers',
      {
        Customer: { Name: 'Takt AB' },
      },
    );
    const from = fake.requests.length;
    await Promise.all(
      Array.from({ length: 30 }, () => client.request('GET', `/customers/${Customer.CustomerNumber}`)),
    );
    expect(fake.requests.slice(from).filter((r) => r.status === 429)).toEqual([]);
  }, 20_000);
});

describe('GET /api/cron/unpaid-invoices', () => {
  const cron = (authorization?: string) =>
    handleUnpaidInvoicesCron(
      new Request('http://localhost/api/cron/unpaid-invoices', {
        headers: authorization ? { authorization } : {},
      }),
    );

  it('refuses a call without the secret, or with another', async () => {
    expect((await cron()).status).toBe(401);
    expect((await cron('Bearer wrong-secret-wrong-secret')).status).toBe(401);
    expect((await cron(`Basic ${process.env.CRON_SECRET}`)).status).toBe(401);
  });

  // The sweep reaches every connected account of the database, also those of other test files running beside this
  // one (their fake Fortnox is not this one): what is asserted is this account's invoice.
  it('runs the check with the secret, and again at once without checking anyone twice', async () => {
    const owner = await createFerrier();
    await connectFortnox(owner);
    const customer = await createCustomer(owner, { firstName: 'Åsa', lastName: 'Öberg' });
    const created = await call('POST', 'invoices/create', {
      token: owner.token,
      body: {
        customerId: customer.id,
        invoiceDate: dayFromToday(0),
        lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 }],
      },
    });
    const registered = await call('PUT', `invoices/update-status/${created.body.data.id}`, {
      token: owner.token,
      body: { status: 'registered' },
    });
    const number = registered.body.data.invoiceNumber as string;
    expect(registered.body.data.accounting.state).toBe('synced');
    fake.markPaid(number, dayFromToday(0));
    // Answered only for this account's token: another file's account with an invoice of the same number, reached by
    // the same sweep with its own token, is refused by this fake (401).
    const asked = () =>
      fake.requests.filter(
        (r) => r.method === 'GET' && r.path === `/3/invoices/${number}` && r.status !== 401,
      );
    const first = await cron(`Bearer ${process.env.CRON_SECRET}`);
    expect(first.status).toBe(200);
    expect(asked()).toHaveLength(1);
    const details = await call('GET', `invoices/details/${created.body.data.id}`, { token: owner.token });
    expect(details.body.data.status).toBe('paid');
    const again = await Promise.all([
      cron(`Bearer ${process.env.CRON_SECRET}`),
      cron(`Bearer ${process.env.CRON_SECRET}`),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(asked()).toHaveLength(1);
  });
});
