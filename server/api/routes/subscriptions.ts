// Subscription routes (issue 26; spec 2's subscription section): the account's plan and subscription, the two ways
// to buy one — a checkout and the customer portal — and the check after checkout (spec 7 stripe/session-status/{id});
// the last three answer 503 BILLING_OFF while billing is off, 502 when Stripe cannot be reached. The owner's alone
// (issue 25: staff do not see or change the subscription).
import 'server-only';
import {
  checkoutInput,
  checkoutSessionId,
  checkoutStatusSchema,
  subscriptionSchema,
} from '@/lib/validation/subscription';
import { z } from '@hono/zod-openapi';
import { checkoutStatus, openPortal, startCheckout } from '@/server/billing/checkout';
import { currentSubscription } from '@/server/billing/subscription';
import { inTenant } from '@/server/db/tenant';
import { apiRoutes } from '../api-routes';
import { dataOf, errorSchema, jsonBody } from '../openapi';

const routes = apiRoutes({ tag: 'Subscriptions' });
export const subscriptionRoutes = routes.app;

const OWNER = { role: 'owner' } as const;
/** Choosing a plan is how a read-only account ends being one. */
const OWNER_ANY_PLAN = { role: 'owner', whileReadOnly: true } as const;
const redirect = z.object({ url: z.string() }).openapi('BillingRedirect');
const billingOff = {
  503: {
    description: 'BILLING_OFF: plans cannot be bought in the app (billing is not configured)',
    content: { 'application/json': { schema: errorSchema } },
  },
};
const stripeDown = (code: string, what: string) => ({
  502: {
    description: `${code}: ${what}`,
    content: { 'application/json': { schema: errorSchema } },
  },
});

// GET /subscriptions/current — plan, status, interval, price, trial end, renewal, whether billing is on
routes.openapi(
  {
    access: OWNER,
    method: 'get',
    path: '/subscriptions/current',
    summary:
      'The account’s plan now (trial, base or pro), its subscription (status, interval, price, renewal date), the ' +
      'trial’s end and days left, and `billingEnabled`',
    responses: { 200: dataOf(subscriptionSchema, 'The subscription') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => currentSubscription(ctx)) }, 200),
);

// POST /subscriptions/checkout — { plan, interval, promotionCode? } → { url } of a Checkout Session
routes.openapi(
  {
    access: OWNER_ANY_PLAN,
    method: 'post',
    path: '/subscriptions/checkout',
    summary:
      'Start buying a plan: `{ plan: base|pro, interval: month|year, promotionCode? }` → `{ url }` of the payment ' +
      'page. While billing is off: 503 BILLING_OFF (after the body is checked: 422 first).',
    request: { body: jsonBody(checkoutInput) },
    responses: {
      200: dataOf(redirect, 'Where the payment page is'),
      ...billingOff,
      ...stripeDown('PAYMENT_CUSTOMER_FAILED or CHECKOUT_FAILED', 'Stripe could not be reached or refused'),
    },
  },
  async (c) => {
    const input = c.req.valid('json');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => startCheckout(ctx, { input })) }, 200);
  },
);

// POST /subscriptions/portal — → { url } of the customer portal (card, invoices, cancellation)
routes.openapi(
  {
    access: OWNER_ANY_PLAN,
    method: 'post',
    path: '/subscriptions/portal',
    summary:
      'The customer portal’s address (card, receipts, cancelling). While billing is off: 503 BILLING_OFF.',
    responses: {
      200: dataOf(redirect, 'Where the customer portal is'),
      ...billingOff,
      ...stripeDown('PAYMENT_CUSTOMER_FAILED or PORTAL_FAILED', 'Stripe could not be reached or refused'),
    },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => openPortal(ctx)) }, 200),
);

// GET /stripe/session-status/{id} — after checkout: did the payment go through (and the plan is shown at once)
routes.openapi(
  {
    access: OWNER,
    method: 'get',
    path: '/stripe/session-status/{id}',
    summary:
      'After checkout: the Checkout Session’s status and whether it was paid; a paid one’s subscription is on the ' +
      'account at once. Another account’s session: 404. While billing is off: 503 BILLING_OFF.',
    request: { params: z.object({ id: checkoutSessionId.openapi({ param: { name: 'id', in: 'path' } }) }) },
    responses: {
      200: dataOf(checkoutStatusSchema, 'The checkout’s outcome'),
      ...billingOff,
      ...stripeDown('PAYMENT_NOT_VERIFIED', 'Stripe could not be reached'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => checkoutStatus(ctx, id)) }, 200);
  },
);
