// A local stand-in for Stripe's API (v1, as stripe-node 23 speaks it, API version 2026-10-28.endive) over real HTTP on
// 127.0.0.1: form bodies in bracket notation (the same as the query string of a GET), the secret key as a bearer,
// Stripe's JSON objects and error envelope, and the Idempotency-Key of every POST (the same key answers the stored
// answer again, as Stripe replays it; with other parameters it is refused). It keeps customers, Checkout sessions in
// subscription mode with one of its prices (and maybe a promotion code), the hosted pages a browser goes through
// (/pay/:id, /portal/:id), subscriptions — their period on the item, as since API 2025 — and promotion codes; `expand`
// takes a path to any field holding an id it knows. Webhook events are signed with the SDK's own test helper and
// POSTed to `webhookUrl`, one at a time and in order. Switches for the tests: pay a session, fail or renew a payment,
// cancel, change a status silently, send any event (again), fail the next API calls.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

const API_VERSION = '2026-10-28.endive';

/** The default prices' ids, as `configure()` sets STRIPE_PRICE_*. */
export const FAKE_PRICES = {
  base: { month: 'price_base_month', year: 'price_base_year' },
  pro: { month: 'price_pro_month', year: 'price_pro_year' },
} as const;

type Interval = 'month' | 'year';
type Obj = Record<string, unknown>;
type Metadata = Record<string, string>;
export type FakePrice = { unitAmount: number; interval: Interval };
export type StripeEvent = Obj & { id: string; type: string; created: number; data: { object: Obj } };
type Price = Obj & { id: string; unit_amount: number; product: string; recurring: { interval: Interval } };
type Item = Obj & { id: string; price: Price; quantity: number; current_period_start: number };
export type FakeSubscription = Obj & {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Metadata;
  items: Obj & { data: Array<Item & { current_period_end: number }> };
  latest_invoice: string | null;
};
export type FakeSession = Obj & { id: string; status: 'open' | 'complete'; customer: string };
type Request = { method: string; path: string; body: Obj; idempotencyKey: string | null; status: number };

export type FakeStripe = {
  origin: string;
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  prices: typeof FAKE_PRICES;
  /** Where events are POSTed (the app's webhook route); null: they are only recorded. */
  webhookUrl: string | null;
  deliverTo: (url: string | null) => void;
  /** The fake's clock (created, periods, ended_at, events); replace it to move time. Signatures keep real time. */
  now: () => Date;
  customers: Map<string, Obj>;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, Obj>;
  /** Every /v1 request, in order, its form (or query) parsed, with its Stripe-Version header. */
  requests: Array<Request & { stripeVersion: string | null }>;
  /** Every event, in order, with the status the app answered to its latest delivery (null: not delivered). */
  events: Array<{ event: StripeEvent; delivered: number | null }>;
  /** Paying: an active subscription; customer.subscription.created, checkout.session.completed, invoice.paid. */
  complete: (sessionId: string) => Promise<FakeSubscription>;
  /** A renewal that fails: past_due; invoice.payment_failed, customer.subscription.updated. */
  failPayment: (subscriptionId: string) => Promise<FakeSubscription>;
  /**
   * The period ends: one set to cancel at period end is canceled (as `cancel`); otherwise the next period is paid and
   * the status active again (customer.subscription.updated, invoice.paid).
   */
  renew: (subscriptionId: string) => Promise<FakeSubscription>;
  /** Canceled now, as DELETE /v1/subscriptions/:id: customer.subscription.deleted. */
  cancel: (subscriptionId: string) => Promise<FakeSubscription>;
  /** Changes the stored status and sends nothing: the state then differs from the events' (out-of-order tests). */
  setStatus: (subscriptionId: string, status: string) => void;
  /** Builds, records and delivers any event; answers it, for `redeliver`. */
  event: (type: string, object: Obj, previousAttributes?: Obj) => Promise<StripeEvent>;
  /** POSTs the same event again, freshly signed (Stripe's retries, a replay); answers the app's status. */
  redeliver: (event: StripeEvent) => Promise<number | null>;
  /** Resolves when every event so far is delivered (the API's own events go out after its answer, as Stripe's). */
  settled: () => Promise<void>;
  /** The next `times` API calls answer `status` with an api_error envelope. */
  failNext: (times: number, status?: number) => void;
  /** Sets STRIPE_* to this fake (the app reads them once per process: call before anything reads them). */
  configure: () => void;
  close: () => Promise<void>;
};

export type FakeStripeOptions = {
  prices?: Record<string, FakePrice>;
  promotionCodes?: Array<{ code: string; percentOff: number; active?: boolean }>;
  configure?: boolean;
};

const DEFAULT_PRICES: Record<string, FakePrice> = {
  [FAKE_PRICES.base.month]: { unitAmount: 29900, interval: 'month' },
  [FAKE_PRICES.base.year]: { unitAmount: 299000, interval: 'year' },
  [FAKE_PRICES.pro.month]: { unitAmount: 44900, interval: 'month' },
  [FAKE_PRICES.pro.year]: { unitAmount: 449000, interval: 'year' },
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding (`a[b][0][c]=v`; `expand[]=x` too) into nested objects, and arrays where indexes stand. */
function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = (key.match(/^[^[]+|\[[^\]]*\]/g) ?? []).map((s) => s.replace(/^\[(.*)\]$/, '$1'));
    if (path.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype')) continue;
    let node = root as Record<string, unknown>;
    for (let i = 0; i < path.length; i++) {
      const k = Array.isArray(node) && path[i] === '' ? String(node.length) : path[i]!;
      if (i === path.length - 1) node[k] = value;
      else node = (node[k] ??= /^\d*$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    }
  }
  return root;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown) => (Array.isArray(v) ? v.map(obj) : []);
/** Metadata as Stripe keeps it: an empty value unsets its key, an empty `metadata` all of them. */
function withMetadata(current: Metadata, input: unknown): Metadata {
  if (input === '') return {};
  const next = { ...current };
  for (const [k, v] of Object.entries(obj(input))) if (typeof v === 'string') next[k] = v;
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== ''));
}
/** Stripe's billing anchor: the same day a month or a year later, or that month's last day when it is shorter. */
function addInterval(seconds: number, interval: Interval): number {
  const d = new Date(seconds * 1000);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth() + (interval === 'month' ? 1 : 12)];
  d.setUTCFullYear(y, m, Math.min(d.getUTCDate(), new Date(Date.UTC(y, m + 1, 0)).getUTCDate()));
  return Math.floor(d.getTime() / 1000);
}
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const kronor = (öre: number) => `${(öre / 100).toFixed(2).replace('.', ',')} kr`;

type Answer = { status: number; payload: unknown; then?: () => void };
const ok = (payload: unknown, then?: () => void): Answer => ({ status: 200, payload, then });
function error(status: number, message: string, param?: string, code?: string, type?: string) {
  const details = { ...(code && { code }), ...(param && { param }) };
  return { status, payload: { error: { type: type ?? 'invalid_request_error', message, ...details } } };
}
const missing = (kind: string, id: unknown, param = 'id', status = 404) =>
  error(status, `No such ${kind}: '${String(id)}'`, param, 'resource_missing');
const required = (p: string) => error(400, `Missing required param: ${p}.`, p, 'parameter_missing');

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
  const clock = { now: () => new Date() };
  const now = () => Math.floor(clock.now().getTime() / 1000);
  /** The fields every Stripe object has. */
  const made = (p: string, object: string) => ({ id: newId(p), object, created: now(), livemode: false });
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  /** What a session was made with that its object does not show: its line item, the subscription's metadata. */
  const orders = new Map<string, { item: string; price: Price; quantity: number; metadata: Metadata }>();
  const percentOff = new Map<string, number>(); // of a session, then its subscription: the coupon, forever
  const idempotent = new Map<string, { request: string; status: number; body: string }>();
  const failures: number[] = [];
  const requests: FakeStripe['requests'] = [];
  const events: FakeStripe['events'] = [];
  let deliveries: Promise<unknown> = Promise.resolve();
  let origin = '';

  const prices = new Map<string, Price>(
    Object.entries(options.prices ?? DEFAULT_PRICES).map(([id, p]) => {
      const product = `prod_${id.replace(/^price_|_(month|year)$/g, '')}`;
      const recurring = { interval: p.interval, interval_count: 1 };
      const fields = { currency: 'sek', unit_amount: p.unitAmount, recurring, product };
      return [id, { ...made('', 'price'), id, ...fields }] as const;
    }),
  );
  const promotionCodes = new Map(
    (options.promotionCodes ?? []).map((p) => {
      const coupon = { ...made('', 'coupon'), id: randomBytes(4).toString('hex'), duration: 'forever' };
      const promo = { ...made('promo', 'promotion_code'), code: p.code, active: p.active ?? true };
      // API 2026 names the coupon's id at promotion.coupon; a top-level coupon object as well, to be tolerant.
      const promotion = { type: 'coupon', coupon: coupon.id };
      const full = { ...coupon, percent_off: p.percentOff, valid: true };
      return [promo.id, { ...promo, promotion, coupon: full }] as const;
    }),
  );
  const coupons = new Map([...promotionCodes.values()].map((p) => [p.coupon.id, p.coupon]));
  const stores = [customers, sessions, subscriptions, invoices, prices, promotionCodes, coupons];
  const lookup = (id: string) => (stores as Array<Map<string, unknown>>).find((m) => m.has(id))?.get(id);

  const lineItems = (session: Obj) => {
    const { item, price, quantity } = orders.get(String(session.id))!;
    const { id, amount_subtotal, amount_total } = session as { id: string } & Obj;
    const amounts = { currency: 'sek', amount_subtotal, amount_total };
    const data = [{ id: item, object: 'item', price, quantity, ...amounts }];
    return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${id}/line_items` };
  };
  /** The id at a dotted path (`subscription`, `data.promotion.coupon`: a list by its `data`) replaced by its object. */
  function expandAt(node: unknown, parts: string[], path: string): unknown {
    const value = typeof node === 'string' ? (lookup(node) ?? node) : node;
    const [head, ...rest] = parts;
    if (head === undefined && typeof value !== 'string') return value;
    if (Array.isArray(value) && head !== undefined) return value.map((v) => expandAt(v, parts, path));
    const o = obj(value);
    if (head === 'line_items' && o.object === 'checkout.session' && !rest.length)
      return { ...o, line_items: lineItems(o) };
    if (head === undefined || !(head in o)) throw new Error(`This property cannot be expanded (${path}).`);
    return o[head] === null ? o : { ...o, [head]: expandAt(o[head], rest, path) };
  }

  function emit(type: string, object: Obj, previous?: Obj): StripeEvent {
    const data = { object: structuredClone(object), previous_attributes: structuredClone(previous) };
    const request = { id: null, idempotency_key: null };
    const meta = { api_version: API_VERSION, pending_webhooks: 1, request };
    const event: StripeEvent = { ...made('evt', 'event'), type, ...meta, data };
    const record = { event, delivered: null as number | null };
    events.push(record);
    // One delivery at a time, in order; the API answers before its own events go out.
    deliveries = deliveries.then(async () => void (record.delivered = await deliver(record.event)));
    return record.event;
  }
  async function deliver(event: StripeEvent): Promise<number | null> {
    if (!fake.webhookUrl) return null;
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
    try {
      const res = await fetch(fake.webhookUrl, { method: 'POST', body: payload, headers });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return null;
    }
  }
  async function settled() {
    for (let tail = deliveries; ; tail = deliveries) if ((await tail, tail === deliveries)) return;
  }

  const subscriptionOf = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake Stripe: no subscription ${id}`);
    return sub;
  };
  function invoiceFor(sub: FakeSubscription, status: 'paid' | 'open', billing_reason: string) {
    const item = sub.items.data[0]!;
    const off = 1 - (percentOff.get(sub.id) ?? 0) / 100;
    const amount = Math.round(item.price.unit_amount * item.quantity * off);
    const paid = status === 'paid' ? amount : 0;
    const amounts = { amount_due: amount, amount_paid: paid, amount_remaining: amount - paid };
    const subscription_details = { subscription: sub.id, metadata: { ...sub.metadata } };
    const parent = { type: 'subscription_details', subscription_details };
    const invoice = { ...made('in', 'invoice'), customer: sub.customer, status, billing_reason };
    invoices.set(invoice.id, { ...invoice, currency: 'sek', ...amounts, attempt_count: 1, parent });
    sub.latest_invoice = invoice.id;
    return invoices.get(invoice.id)!;
  }
  function canceled(sub: FakeSubscription) {
    const t = now();
    Object.assign(sub, { ended_at: t, canceled_at: t });
    return Object.assign(sub, { status: 'canceled', cancel_at_period_end: false });
  }

  async function complete(sessionId: string): Promise<FakeSubscription> {
    const [session, order] = [sessions.get(sessionId), orders.get(sessionId)];
    if (!session || !order) throw new Error(`fake Stripe: no session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is ${session.status}`);
    const start = now();
    const end = addInterval(start, order.price.recurring.interval);
    const period = { current_period_start: start, current_period_end: end };
    const { price, quantity } = order;
    const item = { ...made('si', 'subscription_item'), price, quantity, ...period };
    const sub: FakeSubscription = {
      ...made('sub', 'subscription'),
      ...{ customer: session.customer, status: 'active', cancel_at_period_end: false, cancel_at: null },
      ...{ canceled_at: null, ended_at: null, metadata: { ...order.metadata }, latest_invoice: null },
      items: { object: 'list', data: [structuredClone(item)], has_more: false },
    };
    subscriptions.set(sub.id, sub);
    percentOff.set(sub.id, percentOff.get(session.id) ?? 0);
    const invoice = invoiceFor(sub, 'paid', 'subscription_create');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    emit('customer.subscription.created', sub);
    emit('checkout.session.completed', session);
    emit('invoice.paid', invoice);
    await settled();
    return sub;
  }

  function checkout(form: Obj): Answer {
    const [customer, items, discounts] = [str(form.customer), list(form.line_items), list(form.discounts)];
    if (!customer) return required('customer');
    if (!customers.has(customer)) return missing('customer', customer, 'customer', 400);
    if (form.mode !== 'subscription') return error(400, 'The fake takes mode=subscription only.', 'mode');
    if (items.length !== 1) return error(400, 'The fake takes exactly one line item.', 'line_items');
    const price = prices.get(str(items[0]!.price) ?? '');
    if (!price) return missing('price', items[0]!.price, 'line_items[0][price]', 400);
    if (discounts.length && form.allow_promotion_codes !== undefined) {
      const message = 'You may only specify one of these parameters: allow_promotion_codes, discounts.';
      return error(400, message, 'discounts');
    }
    if (discounts.length > 1 || (discounts.length && !discounts[0]!.promotion_code))
      return error(400, 'The fake takes one discount, a promotion_code.', 'discounts');
    const code = discounts[0]?.promotion_code;
    const promo = promotionCodes.get(String(code));
    if (code !== undefined && !promo?.active)
      return missing('promotion_code', code, 'discounts[0][promotion_code]', 400);
    const [quantity, off] = [Number(items[0]!.quantity ?? 1), promo?.coupon.percent_off ?? 0];
    const { id, ...rest } = made('cs_test', 'checkout.session');
    const session: FakeSession = {
      ...{ id, ...rest, mode: 'subscription', status: 'open', payment_status: 'unpaid', customer },
      ...{ url: `${origin}/pay/${id}`, client_reference_id: str(form.client_reference_id) ?? null },
      ...{ success_url: str(form.success_url) ?? null, cancel_url: str(form.cancel_url) ?? null },
      ...{ metadata: withMetadata({}, form.metadata), subscription: null, discounts, currency: 'sek' },
      allow_promotion_codes:
        form.allow_promotion_codes === undefined ? null : form.allow_promotion_codes === 'true',
      amount_subtotal: price.unit_amount * quantity,
      amount_total: Math.round(price.unit_amount * quantity * (1 - off / 100)),
    };
    const metadata = withMetadata({}, obj(form.subscription_data).metadata);
    orders.set(id, { item: newId('li'), price, quantity, metadata });
    percentOff.set(id, off);
    sessions.set(id, session);
    return ok(session);
  }

  function updated(sub: FakeSubscription, form: Obj): Answer {
    if (sub.status === 'canceled' && Object.keys(form).some((k) => !['metadata', 'expand'].includes(k)))
      return error(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    const previous: Obj = {};
    if (form.cancel_at_period_end !== undefined) {
      Object.assign(previous, { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at });
      sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0]!.current_period_end : null;
    }
    if (form.metadata !== undefined)
      [previous.metadata, sub.metadata] = [sub.metadata, withMetadata(sub.metadata, form.metadata)];
    return ok(sub, () => emit('customer.subscription.updated', sub, previous));
  }

  function route(method: string, path: string, form: Obj): Answer {
    const [, kind, rawId] =
      /^\/v1\/(customers|checkout\/sessions|subscriptions|invoices)\/([^/]+)$/.exec(path) ?? [];
    const id = rawId && decodeURIComponent(rawId);
    if (id && method === 'GET') {
      const object = kind === 'checkout/sessions' ? 'checkout.session' : kind!.replace(/s$/, '');
      const found = obj(lookup(id));
      return found.object === object ? ok(found) : missing(object, id);
    }
    if (id && kind === 'subscriptions' && (method === 'POST' || method === 'DELETE')) {
      const sub = subscriptions.get(id);
      // Stripe answers the cancel of a canceled subscription as if it were gone.
      if (!sub || (method === 'DELETE' && sub.status === 'canceled')) return missing('subscription', id);
      if (method === 'POST') return updated(sub, form);
      return ok(canceled(sub), () => emit('customer.subscription.deleted', sub));
    }
    if (path === '/v1/customers' && method === 'POST') {
      const [email, name] = [str(form.email) ?? null, str(form.name) ?? null];
      const customer = { ...made('cus', 'customer'), email, name, metadata: withMetadata({}, form.metadata) };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') return checkout(form);
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const [customer, return_url] = [str(form.customer), str(form.return_url)];
      if (!customer) return required('customer');
      if (!customers.has(customer)) return missing('customer', customer, 'customer', 400);
      if (!return_url) return required('return_url');
      const portal = { ...made('bps', 'billing_portal.session'), customer, return_url };
      portals.set(portal.id, { ...portal, url: `${origin}/portal/${portal.id}` });
      return ok(portals.get(portal.id));
    }
    if (path === '/v1/coupons' && method === 'POST') {
      const percent = Number(form.percent_off);
      if (!(percent > 0 && percent <= 100)) return error(400, 'Invalid percent_off.', 'percent_off');
      const coupon = {
        ...made('', 'coupon'),
        id: randomBytes(4).toString('hex'),
        duration: str(form.duration) ?? 'once',
        name: str(form.name) ?? null,
        percent_off: percent,
        valid: true,
      };
      coupons.set(coupon.id, coupon);
      return ok(coupon);
    }
    if (path === '/v1/promotion_codes' && method === 'POST') {
      const promotion = obj(form.promotion);
      const coupon = coupons.get(String(promotion.coupon));
      if (promotion.type !== 'coupon' || !coupon)
        return missing('coupon', promotion.coupon, 'promotion[coupon]', 400);
      const code = str(form.code) ?? randomBytes(4).toString('hex').toUpperCase();
      if ([...promotionCodes.values()].some((p) => p.active && p.code.toLowerCase() === code.toLowerCase()))
        return error(400, 'An active promotion code with `code` already exists.', 'code');
      const promo = { ...made('promo', 'promotion_code'), code, active: true };
      promotionCodes.set(promo.id, { ...promo, promotion: { type: 'coupon', coupon: coupon.id }, coupon });
      return ok(promotionCodes.get(promo.id));
    }
    if (path === '/v1/promotion_codes' && method === 'GET') {
      // Stripe's codes are case-insensitive.
      const [code, active] = [str(form.code)?.toLowerCase(), str(form.active)];
      const limit = Number(form.limit ?? 10);
      const data = [...promotionCodes.values()].filter(
        (p) => (!code || p.code.toLowerCase() === code) && (!active || String(p.active) === active),
      );
      const more = data.length > limit;
      return ok({ object: 'list', data: data.slice(0, limit), has_more: more, url: '/v1/promotion_codes' });
    }
    return error(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs.`);
  }

  function api(req: IncomingMessage, method: string, url: URL, text: string, res: ServerResponse) {
    const body = parseForm(method === 'POST' ? text : url.search.slice(1));
    const key = (method === 'POST' && str(req.headers['idempotency-key'])) || null;
    const stripeVersion = str(req.headers['stripe-version']) ?? null;
    const record = { method, path: url.pathname, body, idempotencyKey: key, stripeVersion, status: 0 };
    requests.push(record);
    const reply = (status: number, json: string, replayed = false) => {
      record.status = status;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'request-id': newId('req'),
      };
      if (key) headers['idempotency-key'] = key;
      if (replayed) headers['idempotent-replayed'] = 'true';
      res.writeHead(status, { ...headers, 'stripe-version': API_VERSION });
      res.end(json);
    };
    const answer = (a: Answer) => reply(a.status, JSON.stringify(a.payload, null, 2));
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return answer(error(401, 'Invalid API Key provided.'));
    const failure = failures.shift();
    const unknown = 'An unknown error occurred.';
    if (failure) return answer(error(failure, unknown, undefined, undefined, 'api_error'));
    // Stripe keeps a done request's answer (not a refusal of its parameters, nor a 5xx) and answers it again for the
    // same key; the same key with other parameters is refused.
    const request = `${method} ${url.pathname} ${text}`;
    const stored = key ? idempotent.get(key) : undefined;
    if (stored && stored.request !== request) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return answer(error(400, message, undefined, undefined, 'idempotency_error'));
    }
    if (stored) return reply(stored.status, stored.body, true);
    let result = route(method, url.pathname, body);
    try {
      const paths = result.status < 300 && Array.isArray(body.expand) ? body.expand.map(String) : [];
      for (const path of paths)
        result = { ...result, payload: expandAt(result.payload, path.split('.'), path) };
    } catch (e) {
      result = error(400, (e as Error).message, 'expand');
    }
    const json = JSON.stringify(result.payload, null, 2);
    if (key && result.status < 300) idempotent.set(key, { request, status: result.status, body: json });
    reply(result.status, json);
    result.then?.();
  }

  function page(res: ServerResponse, status: number, title: string, html: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    const head = `<head><meta charset="utf-8"><title>${title}</title></head>`;
    res.end(`<!doctype html><html>${head}<body>${html}</body></html>`);
  }

  async function pages(method: string, path: string, res: ServerResponse) {
    const [, kind, id] = /^\/(pay|portal)\/([^/]+)$/.exec(path) ?? [];
    const session = kind === 'pay' ? sessions.get(decodeURIComponent(id!)) : undefined;
    const portal = kind === 'portal' ? portals.get(decodeURIComponent(id!)) : undefined;
    if (session && method === 'POST') {
      // Paid, and the app told (the events delivered) before the browser comes back: the success page is certain.
      if (session.status === 'open') await complete(session.id);
      const to = str(session.success_url)?.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
      if (!to) return page(res, 200, 'Fake Stripe Checkout', '<p>Paid.</p>');
      res.writeHead(303, { location: to });
      return void res.end();
    }
    if (session) {
      const { price } = orders.get(session.id)!;
      const [amount, total] = [Number(session.amount_subtotal), Number(session.amount_total)];
      const cancel = str(session.cancel_url);
      const html =
        `<h1>Fake Stripe Checkout</h1><p>${price.id}: ${kronor(amount)} / ${price.recurring.interval}</p>` +
        (total !== amount ? `<p>With the discount: ${kronor(total)}</p>` : '') +
        `<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>` +
        (cancel ? `<a href="${escapeHtml(cancel)}">Cancel</a>` : '');
      return page(res, 200, 'Fake Stripe Checkout', html);
    }
    if (portal && method === 'GET') {
      const back = `<a href="${escapeHtml(String(portal.return_url))}">Return</a>`;
      return page(res, 200, 'Fake Stripe Billing Portal', `<h1>Fake Stripe Billing Portal</h1>${back}`);
    }
    return page(res, 404, 'Not found', '<p>Not found.</p>');
  }

  const server = createServer((req, res) => {
    void bodyOf(req)
      .then(async (text) => {
        const url = new URL(req.url ?? '/', origin);
        const method = req.method ?? 'GET';
        if (url.pathname.startsWith('/v1/')) return api(req, method, url, text, res);
        return pages(method, url.pathname, res);
      })
      .catch((e: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(e) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    origin,
    secretKey,
    webhookSecret,
    publishableKey: 'pk_test_fake',
    prices: FAKE_PRICES,
    webhookUrl: null,
    deliverTo: (url) => void (fake.webhookUrl = url),
    get now() {
      return clock.now;
    },
    set now(f) {
      clock.now = f;
    },
    customers,
    sessions,
    subscriptions,
    invoices,
    requests,
    events,
    complete,
    failPayment: async (id) => {
      const sub = subscriptionOf(id);
      const previous = { status: sub.status, latest_invoice: sub.latest_invoice };
      sub.status = 'past_due';
      emit('invoice.payment_failed', invoiceFor(sub, 'open', 'subscription_cycle'));
      emit('customer.subscription.updated', sub, previous);
      await settled();
      return sub;
    },
    renew: async (id) => {
      const sub = subscriptionOf(id);
      if (sub.cancel_at_period_end) return fake.cancel(id);
      const { status, items, latest_invoice } = structuredClone(sub);
      const previous = { status, items, latest_invoice };
      for (const item of sub.items.data) {
        item.current_period_start = item.current_period_end;
        item.current_period_end = addInterval(item.current_period_end, item.price.recurring.interval);
      }
      sub.status = 'active';
      const invoice = invoiceFor(sub, 'paid', 'subscription_cycle');
      emit('customer.subscription.updated', sub, previous);
      emit('invoice.paid', invoice);
      await settled();
      return sub;
    },
    cancel: async (id) => {
      if (subscriptionOf(id).status === 'canceled') throw new Error(`fake Stripe: ${id} is canceled already`);
      emit('customer.subscription.deleted', canceled(subscriptionOf(id)));
      await settled();
      return subscriptionOf(id);
    },
    setStatus: (id, status) => void (subscriptionOf(id).status = status),
    event: async (type, object, previousAttributes) => {
      const event = emit(type, object, previousAttributes);
      await settled();
      return event;
    },
    redeliver: async (event) => {
      const status = deliveries.then(() => deliver(event));
      deliveries = status;
      const record = events.find((r) => r.event.id === event.id);
      if (record) record.delivered = await status;
      return status;
    },
    settled,
    failNext: (times, status = 500) => {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    configure: () => {
      Object.assign(process.env, {
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_API_URL: origin,
        STRIPE_PRICE_BASE_MONTHLY: FAKE_PRICES.base.month,
        STRIPE_PRICE_BASE_YEARLY: FAKE_PRICES.base.year,
        STRIPE_PRICE_PRO_MONTHLY: FAKE_PRICES.pro.month,
        STRIPE_PRICE_PRO_YEARLY: FAKE_PRICES.pro.year,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  if (options.configure ?? true) fake.configure();
  return fake;
}
