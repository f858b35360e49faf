// The accounting connection (owner only): its status, connecting Fortnox (OAuth2: connect → Fortnox's consent page →
// callback), disconnecting; and the invoice calls that ask Fortnox (every member): payment status of one invoice or
// of all unpaid ones, and bookkeeping an invoice.
import 'server-only';
import { z } from '@hono/zod-openapi';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import {
  accountingConnectSchema,
  accountingConnectionSchema,
  unpaidCheckSchema,
} from '@/lib/validation/accounting';
import { invoiceSchema } from '@/lib/validation/invoice';
import { inTenant } from '@/server/db/tenant';
import { translateKey } from '@/server/i18n/translator';
import { env } from '@/server/env';
import { bookkeepInvoice } from '@/server/integrations/fortnox/bookkeep';
import {
  CALLBACK_PATH,
  STATE_COOKIE,
  STATE_TTL_SECONDS,
  disconnectFortnox,
  finishFortnoxConnect,
  getAccountingConnection,
  profileAfter,
  startFortnoxConnect,
} from '@/server/integrations/fortnox/connection';
import { checkPaymentStatus, checkUnpaidInvoices } from '@/server/integrations/fortnox/payment-status';
import { apiRoutes } from '../api-routes';
import { conflictResponse, dataOf, idParam } from '../openapi';
import { visitor } from '../request-input';

const routes = apiRoutes({ tag: 'Accounting' });
export const accountingRoutes = routes.app;

/** The client's own check skips Fortnox when any check asked within this long (the page was just opened twice). */
const CLIENT_CHECK_WINDOW_SECONDS = 60;

// GET /accounting/connection — the account's accounting connection and the systems offered
routes.openapi(
  {
    access: { role: 'owner' },
    method: 'get',
    path: '/accounting/connection',
    summary: "The account's accounting connection (owner only)",
    description:
      '`provider` is the connected system (null when none), `available` whether this server offers Fortnox ' +
      '(FORTNOX_CLIENT_ID and FORTNOX_CLIENT_SECRET set), and `providers` each system with its status: Fortnox ' +
      '`live` (or `notConfigured`), Visma eAccounting / Spiris `coming`.',
    responses: { 200: dataOf(accountingConnectionSchema, 'The connection') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => getAccountingConnection(ctx)) }, 200),
);

// POST /accounting/fortnox/connect — starts the OAuth2 flow: the consent address, and the state as a cookie
routes.openapi(
  {
    access: { role: 'owner' },
    method: 'post',
    path: '/accounting/fortnox/connect',
    summary: 'Start connecting Fortnox (owner only): the address of Fortnox’s consent page',
    description:
      'Send the browser to `url`. Fortnox asks the user to sign in and approve, then redirects to ' +
      '`accounting/fortnox/callback`. The answer also sets an HttpOnly cookie with the flow’s state: the callback ' +
      'must come to the same browser within 10 minutes. 409 ACCOUNTING_NOT_CONFIGURED when the server has no ' +
      'Fortnox client.',
    responses: {
      200: dataOf(accountingConnectSchema, 'Where to send the browser'),
      ...conflictResponse('ACCOUNTING_NOT_CONFIGURED: this server has no Fortnox client'),
    },
  },
  async (c) => {
    const { url, state } = await inTenant(c.var.auth, (ctx) => startFortnoxConnect(ctx));
    setCookie(c, STATE_COOKIE, state, {
      path: CALLBACK_PATH,
      httpOnly: true,
      secure: env().APP_URL.startsWith('https://'),
      // Sent on the top-level GET that Fortnox's redirect is.
      sameSite: 'Lax',
      maxAge: STATE_TTL_SECONDS,
    });
    return c.json({ data: { url } }, 200);
  },
);

// GET /accounting/fortnox/callback — Fortnox's redirect after consent; sends the browser to the profile
routes.openapi(
  {
    // Opened by the browser Fortnox redirects, without the bearer token: the state (and its cookie) is the
    // credential, bound to the owner who started the flow.
    access: 'public',
    method: 'get',
    path: '/accounting/fortnox/callback',
    summary: 'Where Fortnox sends the browser back (OAuth2 redirect URI)',
    description:
      'Exchanges the code for tokens (stored encrypted) when the state is one this server made for this browser, ' +
      'unused and under 10 minutes old, and its owner still owns the account. Always answers a small HTML page ' +
      'that sends the browser on at once (a meta refresh) to ' +
      '`/profile?accounting=connected|denied|failed|invalid#accounting`; the same address is in its link and in ' +
      'the `x-hovbook-redirect` header.',
    request: {
      query: z.object({
        code: z.string().max(2000).optional(),
        state: z.string().max(200).optional(),
        error: z.string().max(200).optional(),
        error_description: z.string().max(2000).optional(),
      }),
    },
    responses: {
      200: {
        description: 'A page that goes on to the profile’s accounting section, with the outcome',
        content: { 'text/html': { schema: z.string() } },
      },
    },
  },
  async (c) => {
    const { code, state, error } = c.req.valid('query');
    const outcome = await finishFortnoxConnect(visitor(c), {
      code,
      state,
      error,
      cookieState: getCookie(c, STATE_COOKIE),
    });
    deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH });
    const target = profileAfter(outcome);
    c.header('cache-control', 'no-store');
    c.header('x-hovbook-redirect', target);
    // A page rather than a 302: every non-2xx answer of the API is a JSON error (tests/fuzz holds it to that). The
    // target is one of four fixed addresses: nothing of the request is echoed.
    const text = translateKey(c.var.locale, 'accounting.returning');
    return c.html(
      `<!doctype html><html lang="${c.var.locale}"><head><meta charset="utf-8">` +
        `<meta http-equiv="refresh" content="0; url=${target}"><title>Hovbook</title></head>` +
        `<body><a href="${target}">${text}</a></body></html>`,
      200,
    );
  },
);

// DELETE /accounting/fortnox — disconnects: the tokens are deleted; invoices keep their numbers
routes.openapi(
  {
    access: { role: 'owner', whileReadOnly: true },
    method: 'delete',
    path: '/accounting/fortnox',
    summary: 'Disconnect Fortnox (owner only)',
    description:
      'Deletes the stored tokens. Invoices keep their numbers and Fortnox document numbers; new invoices are ' +
      'numbered by Hovbook again. Answers the connection as it is then.',
    responses: { 200: dataOf(accountingConnectionSchema, 'The connection, now none') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => disconnectFortnox(ctx)) }, 200),
);

// POST /invoices/check-payment-status/{id} — the invoice, marked paid first when Fortnox says it is paid
routes.openapi(
  {
    access: { role: 'staff', permission: 'invoicing', whileReadOnly: true },
    method: 'post',
    path: '/invoices/check-payment-status/{id}',
    summary: 'Check an invoice’s payment status',
    description:
      'With Fortnox connected and the invoice synced and unpaid: asks Fortnox, and marks it paid (with Fortnox’s ' +
      'final pay date) when it is not cancelled there, its balance is 0 and its final pay date is set. Without a ' +
      'connection it answers the invoice as it is (mark it paid by hand with update-status). 409 ' +
      'ACCOUNTING_FAILED when Fortnox does not answer.',
    request: { params: idParam },
    responses: {
      200: dataOf(invoiceSchema, 'The invoice'),
      ...conflictResponse('ACCOUNTING_FAILED: Fortnox did not answer (`details.reason`)'),
    },
  },
  async (c) => c.json({ data: await checkPaymentStatus(c.var.auth, c.req.valid('param')) }, 200),
);

// POST /invoices/check-all-unpaid-invoices — the caller's account's unpaid invoices checked with Fortnox
routes.openapi(
  {
    access: { role: 'staff', permission: 'invoicing', whileReadOnly: true },
    method: 'post',
    path: '/invoices/check-all-unpaid-invoices',
    summary: 'Check the payment status of every unpaid invoice of the account',
    description:
      'Posted by the client on entering the signed-in area and every 5 minutes (spec 4). With Fortnox connected, ' +
      'each synced unpaid invoice is asked about (within Fortnox’s rate limit) and the paid ones are marked paid; ' +
      'skipped when any check did so within the last minute. Idempotent. Failures are logged and counted, never ' +
      'answered as errors. `unpaid` and `overdue` count the invoices awaiting payment after the check.',
    responses: { 200: dataOf(unpaidCheckSchema, 'What the check found') },
  },
  async (c) => {
    const { ferrierId, log } = c.var.auth;
    const result = await checkUnpaidInvoices(
      { ferrierId, log },
      { claimWindowSeconds: CLIENT_CHECK_WINDOW_SECONDS },
    );
    return c.json({ data: result }, 200);
  },
);

// POST /invoices/bookkeep/{id} — books the synced invoice in Fortnox, and locks it
routes.openapi(
  {
    access: { role: 'staff', permission: 'invoicing' },
    method: 'post',
    path: '/invoices/bookkeep/{id}',
    summary: 'Bookkeep an invoice in Fortnox',
    description:
      'The invoice must be synced to Fortnox. Fortnox books it; here it is then locked (corrections are credit ' +
      'invoices) and `accounting.bookkept` is true. An invoice booked already is answered as it is. 409 ' +
      'ACCOUNTING_NOT_CONNECTED without a connection, INVOICE_NOT_ISSUED before it is synced, ACCOUNTING_FAILED ' +
      'when Fortnox refuses.',
    request: { params: idParam },
    responses: {
      200: dataOf(invoiceSchema, 'The invoice, booked and locked'),
      ...conflictResponse(
        'ACCOUNTING_NOT_CONNECTED (no connection), INVOICE_NOT_ISSUED (not synced yet) or ACCOUNTING_FAILED ' +
          '(Fortnox refused; `details.reason`)',
      ),
    },
  },
  async (c) => c.json({ data: await bookkeepInvoice(c.var.auth, c.req.valid('param')) }, 200),
);
