// A local stand-in for Fortnox (swedish-rules §6), speaking its protocol over real HTTP on 127.0.0.1: OAuth2
// (/oauth-v1/auth redirects back with code and state; /oauth-v1/token with Basic client_id:secret exchanges a code or
// a refresh token — access tokens live an hour, and every refresh rotates the refresh token, the old one stops
// working), and the API calls Hovbook makes (/3/customers — with the CustomerNumber given, or the next of the series;
// a number taken is refused —, /3/invoices, its search by externalinvoicereference1 —
// Fortnox's search matches part of the field, case-insensitively —, …/bookkeep, …/credit) with Fortnox's JSON shapes
// and its error envelope. It keeps Fortnox's rate limit, 25 requests per 5 s per access token (429 beyond), and has
// switches for the tests: mark an invoice paid, expire tokens, fail the next requests, or do one and lose its answer.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FortnoxCustomer = Record<string, unknown> & { CustomerNumber: string; Name: string };
type FortnoxRow = {
  Description: string;
  DeliveredQuantity: number;
  Price: number;
  VAT: number;
  Discount: number;
  DiscountType: 'PERCENT' | 'AMOUNT';
};
export type FortnoxInvoice = {
  DocumentNumber: string;
  CustomerNumber: string;
  InvoiceDate: string;
  DueDate: string;
  OurReference: string;
  ExternalInvoiceReference1: string;
  InvoiceRows: FortnoxRow[];
  OCR: string;
  Net: number;
  TotalVAT: number;
  Total: number;
  Balance: number;
  Cancelled: boolean;
  Booked: boolean;
  FinalPayDate: string | null;
  /** A credit invoice (made by …/credit, rows negated). */
  Credit: boolean;
  /** On a credited invoice its credit invoice's number; on a credit invoice the credited one's; "0" when none. */
  CreditInvoiceReference: string;
};

/** One Fortnox company (tenant): what a consent and its tokens open. */
type Company = {
  id: string;
  customers: Map<string, FortnoxCustomer>;
  invoices: Map<string, FortnoxInvoice>;
  /** The customer number series: the next number a customer made without one gets (taken ones are skipped). */
  nextCustomerNumber: number;
};

type Failure = { status: number; message: string; match?: (method: string, path: string) => boolean };

export type FakeFortnox = {
  url: string;
  authUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every API request (not OAuth), in order. */
  requests: Array<{ method: string; path: string; token: string; status: number; body: unknown }>;
  /** Token endpoint calls, in order. */
  tokenCalls: Array<{ grantType: string; status: number }>;
  /** A company's invoices and customers (by the company of an access or refresh token, or the only one). */
  company: (id?: string) => Company;
  companies: () => Company[];
  /** Issues tokens for a new company without the browser step (benches, seeding); answers the token answer. */
  issueTokens: () => { companyId: string; access_token: string; refresh_token: string; expires_in: number };
  /** An invoice made in the company without the API (benches, seeding); answers its DocumentNumber. */
  addInvoice: (companyId: string, total: number) => string;
  /** Payment arrives: balance 0 and the final pay date set. */
  markPaid: (documentNumber: string, date: string, companyId?: string) => void;
  cancel: (documentNumber: string, companyId?: string) => void;
  /** Every access token issued so far stops working (as after an hour). */
  expireAccessTokens: () => void;
  /** The next `times` API requests (matching `match`) answer `status` with Fortnox's error envelope. */
  failNext: (times: number, status: number, message?: string, match?: Failure['match']) => void;
  /**
   * The next request matching `match` is done (an invoice made, a credit made) but its answer is lost: the connection
   * is closed without one, as when Fortnox's answer times out or our process dies before it is kept.
   */
  loseNextAnswer: (match: (method: string, path: string) => boolean) => void;
  /**
   * The next API request matching `match` waits until `release()` (`reached` resolves when it has arrived): what
   * Hovbook does while Fortnox has not answered yet.
   */
  holdNext: (match: (method: string, path: string) => boolean) => {
    reached: Promise<void>;
    release: () => void;
  };
  /** The next `times` API requests answer 429 with Retry-After `seconds`. */
  throttleNext: (times: number, seconds?: number) => void;
  /** The consent screen answers "denied" from now on (or approves again). */
  deny: (denied: boolean) => void;
  /** Sets FORTNOX_* to this fake (the app reads them once per process: call before anything reads them). */
  configure: () => void;
  close: () => Promise<void>;
};

const ACCESS_SECONDS = 3600;
const REFRESH_DAYS = 45;
const WINDOW_MS = 5_000;
const LIMIT = 25;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Fortnox's OCR: the number, a length digit and a Luhn check digit over both. */
function ocrOf(documentNumber: string): string {
  const base = `${documentNumber}${(documentNumber.length + 2) % 10}`;
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    let d = Number(base[base.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function startFakeFortnox({ configure = true } = {}): Promise<FakeFortnox> {
  const clientId = `fake-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(12).toString('hex');
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const companies = new Map<string, Company>();
  const codes = new Map<string, { companyId: string; redirectUri: string; expiresAt: number }>();
  const accessTokens = new Map<string, { companyId: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { companyId: string; used: boolean; expiresAt: number }>();
  const hits = new Map<string, number[]>();
  const requests: FakeFortnox['requests'] = [];
  const tokenCalls: FakeFortnox['tokenCalls'] = [];
  const failures: Failure[] = [];
  const lostAnswers: Array<(method: string, path: string) => boolean> = [];
  const holds: Array<{
    match: (method: string, path: string) => boolean;
    arrived: () => void;
    released: Promise<void>;
  }> = [];
  let throttled: { times: number; seconds: number } = { times: 0, seconds: 1 };
  let denied = false;
  let nextNumber = 1;

  const newCompany = (): Company => {
    const company = { id: randomUUID(), customers: new Map(), invoices: new Map(), nextCustomerNumber: 1 };
    companies.set(company.id, company);
    return company;
  };
  const tokensFor = (companyId: string) => {
    const access = `fa_${randomBytes(24).toString('base64url')}`;
    const refresh = randomUUID();
    accessTokens.set(access, { companyId, expiresAt: Date.now() + ACCESS_SECONDS * 1000 });
    refreshTokens.set(refresh, { companyId, used: false, expiresAt: Date.now() + REFRESH_DAYS * 86_400_000 });
    return {
      access_token: access,
      refresh_token: refresh,
      scope: 'invoice customer bookkeeping companyinformation',
      expires_in: ACCESS_SECONDS,
      token_type: 'bearer',
    };
  };
  const company = (id?: string): Company => {
    if (id) {
      const found = companies.get(id);
      if (!found) throw new Error(`fake Fortnox: no company ${id}`);
      return found;
    }
    if (companies.size !== 1) throw new Error(`fake Fortnox: ${companies.size} companies, name one`);
    return [...companies.values()][0]!;
  };
  const invoiceOf = (documentNumber: string, companyId?: string) => {
    const owner = companyId
      ? company(companyId)
      : [...companies.values()].find((c) => c.invoices.has(documentNumber));
    const invoice = owner?.invoices.get(documentNumber);
    if (!invoice) throw new Error(`fake Fortnox: no invoice ${documentNumber}`);
    return invoice;
  };

  function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(payload));
  }
  const apiError = (res: ServerResponse, status: number, message: string, code = 2000000 + status) =>
    send(res, status, { ErrorInformation: { error: 1, message, code } });

  function authorize(url: URL, res: ServerResponse) {
    const p = url.searchParams;
    const redirect = p.get('redirect_uri');
    if (p.get('client_id') !== clientId || !redirect || p.get('response_type') !== 'code') {
      return send(res, 400, { error: 'invalid_request', error_description: 'client_id, redirect_uri, code' });
    }
    const back = new URL(redirect);
    if (p.get('state')) back.searchParams.set('state', p.get('state')!);
    if (denied) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { companyId: newCompany().id, redirectUri: redirect, expiresAt: Date.now() + 600_000 });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function token(req: IncomingMessage, body: string, res: ServerResponse) {
    const form = new URLSearchParams(body);
    const grantType = form.get('grant_type') ?? '';
    const answer = (status: number, payload: unknown) => {
      tokenCalls.push({ grantType, status });
      send(res, status, payload);
    };
    if (req.headers.authorization !== basic) return answer(401, { error: 'invalid_client' });
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return answer(400, { error: 'invalid_request', error_description: 'Expected a form' });
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < Date.now() || code.redirectUri !== form.get('redirect_uri'))
        return answer(400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      return answer(200, tokensFor(code.companyId));
    }
    if (grantType === 'refresh_token') {
      const refresh = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!refresh || refresh.used || refresh.expiresAt < Date.now())
        return answer(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      // Used once: the answer carries the next one.
      refresh.used = true;
      return answer(200, tokensFor(refresh.companyId));
    }
    return answer(400, { error: 'unsupported_grant_type' });
  }

  function customerFields(input: Record<string, unknown>) {
    const allowed = [
      'Name',
      'Address1',
      'Address2',
      'ZipCode',
      'City',
      'Email',
      'OrganisationNumber',
      'VATNumber',
      'Phone1',
    ];
    return Object.fromEntries(Object.entries(input).filter(([k]) => allowed.includes(k)));
  }

  function api(req: IncomingMessage, url: URL, body: string, res: ServerResponse) {
    const method = req.method ?? '';
    const path = url.pathname.replace(/^\/3/, '');
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    let status = 0;
    const reply = (s: number, payload: unknown, headers?: Record<string, string>) => {
      status = s;
      const lose = s < 300 ? lostAnswers.findIndex((match) => match(method, path)) : -1;
      if (lose >= 0) {
        // Done, but the answer never arrives.
        lostAnswers.splice(lose, 1);
        return void res.socket?.destroy();
      }
      send(res, s, payload, headers);
    };
    const fail = (s: number, message: string) => {
      status = s;
      apiError(res, s, message);
    };
    let parsed: Record<string, unknown> = {};
    try {
      parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    try {
      const access = accessTokens.get(bearer);
      if (!access || access.expiresAt < Date.now()) return fail(401, 'Unauthorized request.');
      // Sliding window of 5 s per token.
      const now = Date.now();
      const recent = (hits.get(bearer) ?? []).filter((t) => t > now - WINDOW_MS);
      if (recent.length >= LIMIT) {
        hits.set(bearer, recent);
        const wait = Math.ceil((recent[0]! + WINDOW_MS - now) / 1000);
        return reply(429, { message: 'Too Many Requests' }, { 'retry-after': String(Math.max(1, wait)) });
      }
      recent.push(now);
      hits.set(bearer, recent);
      if (throttled.times > 0) {
        throttled.times--;
        return reply(429, { message: 'Too Many Requests' }, { 'retry-after': String(throttled.seconds) });
      }
      const failure = failures.find((f) => !f.match || f.match(method, path));
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        return fail(failure.status, failure.message);
      }
      const co = company(access.companyId);
      let m: RegExpExecArray | null;
      if (path === '/customers' && method === 'POST') {
        const input = (parsed.Customer ?? {}) as Record<string, unknown>;
        if (typeof input.Name !== 'string' || !input.Name) return fail(400, 'Kunden måste ha ett namn.');
        // The number given (letters, digits and - + / _, as Fortnox takes), else the next free one of the series.
        let number = typeof input.CustomerNumber === 'string' ? input.CustomerNumber : '';
        if (number && !/^[A-Za-z0-9+/_-]{1,1024}$/.test(number))
          return fail(400, 'Kundnumret innehåller otillåtna tecken.');
        if (number && co.customers.has(number)) return fail(400, 'Kundnumret används redan.');
        while (!number || co.customers.has(number)) number = String(co.nextCustomerNumber++);
        const customer = { ...customerFields(input), CustomerNumber: number, Name: input.Name };
        co.customers.set(number, customer);
        return reply(201, { Customer: { '@url': `${url.origin}/3/customers/${number}`, ...customer } });
      }
      if ((m = /^\/customers\/([^/]+)$/.exec(path))) {
        const customer = co.customers.get(decodeURIComponent(m[1]!));
        if (!customer) return fail(404, 'Kan inte hitta kunden.');
        if (method === 'GET') return reply(200, { Customer: customer });
        if (method === 'PUT') {
          Object.assign(customer, customerFields((parsed.Customer ?? {}) as Record<string, unknown>));
          return reply(200, { Customer: customer });
        }
      }
      if (path === '/invoices' && method === 'POST') {
        const input = (parsed.Invoice ?? {}) as Record<string, unknown>;
        const customerNumber = String(input.CustomerNumber ?? '');
        if (!co.customers.has(customerNumber)) return fail(400, 'Kunden hittades inte.');
        const rows = (Array.isArray(input.InvoiceRows) ? input.InvoiceRows : []) as FortnoxRow[];
        if (rows.length === 0) return fail(400, 'Fakturan saknar rader.');
        let net = 0;
        let vat = 0;
        for (const row of rows) {
          const gross = Number(row.DeliveredQuantity) * Number(row.Price);
          const line =
            row.DiscountType === 'AMOUNT'
              ? gross - Number(row.Discount ?? 0)
              : gross * (1 - Number(row.Discount ?? 0) / 100);
          net += line;
          vat += (line * Number(row.VAT)) / 100;
        }
        const total = Math.round(net + vat);
        const documentNumber = String(nextNumber++);
        const invoice: FortnoxInvoice = {
          DocumentNumber: documentNumber,
          CustomerNumber: customerNumber,
          InvoiceDate: String(input.InvoiceDate ?? ''),
          DueDate: String(input.DueDate ?? ''),
          OurReference: String(input.OurReference ?? ''),
          ExternalInvoiceReference1: String(input.ExternalInvoiceReference1 ?? ''),
          InvoiceRows: rows,
          OCR: ocrOf(documentNumber),
          Net: round2(net),
          TotalVAT: round2(vat),
          Total: total,
          Balance: total,
          Cancelled: false,
          Booked: false,
          FinalPayDate: null,
          Credit: false,
          CreditInvoiceReference: '0',
        };
        co.invoices.set(documentNumber, invoice);
        return reply(201, { Invoice: { '@url': `${url.origin}/3/invoices/${documentNumber}`, ...invoice } });
      }
      if (path === '/invoices' && method === 'GET') {
        // A search on one field, as Fortnox's: any part of it, case-insensitively; the list's subset of fields.
        const term = url.searchParams.get('externalinvoicereference1');
        const found = [...co.invoices.values()].filter(
          (i) => term === null || i.ExternalInvoiceReference1.toLowerCase().includes(term.toLowerCase()),
        );
        return reply(200, {
          MetaInformation: { '@TotalResources': found.length, '@TotalPages': 1, '@CurrentPage': 1 },
          Invoices: found.map((i) => ({
            '@url': `${url.origin}/3/invoices/${i.DocumentNumber}`,
            DocumentNumber: i.DocumentNumber,
            CustomerNumber: i.CustomerNumber,
            ExternalInvoiceReference1: i.ExternalInvoiceReference1,
            OCR: i.OCR,
            Total: i.Total,
            Balance: i.Balance,
            Cancelled: i.Cancelled,
            Booked: i.Booked,
            FinalPayDate: i.FinalPayDate,
          })),
        });
      }
      if ((m = /^\/invoices\/([^/]+)\/credit$/.exec(path)) && method === 'PUT') {
        // Fortnox's credit action: a credit invoice of all of it, named in the answer's CreditInvoiceReference.
        const original = co.invoices.get(decodeURIComponent(m[1]!));
        if (!original) return fail(404, 'Kan inte hitta fakturan.');
        if (original.Cancelled) return fail(400, 'Fakturan är makulerad.');
        if (original.Credit || original.CreditInvoiceReference !== '0')
          return fail(400, 'Fakturan är redan krediterad.');
        const documentNumber = String(nextNumber++);
        co.invoices.set(documentNumber, {
          ...original,
          DocumentNumber: documentNumber,
          InvoiceRows: original.InvoiceRows.map((row) => ({
            ...row,
            DeliveredQuantity: -row.DeliveredQuantity,
          })),
          ExternalInvoiceReference1: '',
          OCR: ocrOf(documentNumber),
          Net: -original.Net,
          TotalVAT: -original.TotalVAT,
          Total: -original.Total,
          Balance: -original.Total,
          Booked: false,
          FinalPayDate: null,
          Credit: true,
          CreditInvoiceReference: original.DocumentNumber,
        });
        original.CreditInvoiceReference = documentNumber;
        return reply(200, { Invoice: original });
      }
      if ((m = /^\/invoices\/([^/]+)\/bookkeep$/.exec(path)) && method === 'PUT') {
        const invoice = co.invoices.get(decodeURIComponent(m[1]!));
        if (!invoice) return fail(404, 'Kan inte hitta fakturan.');
        if (invoice.Cancelled) return fail(400, 'Fakturan är makulerad.');
        invoice.Booked = true;
        return reply(200, { Invoice: invoice });
      }
      if ((m = /^\/invoices\/([^/]+)$/.exec(path)) && method === 'GET') {
        const invoice = co.invoices.get(decodeURIComponent(m[1]!));
        if (!invoice) return fail(404, 'Kan inte hitta fakturan.');
        return reply(200, { Invoice: invoice });
      }
      return fail(404, 'Not found');
    } finally {
      requests.push({ method, path: `/3${path}`, token: bearer, status, body: parsed });
    }
  }

  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      if (url.pathname === '/oauth-v1/auth' && req.method === 'GET') return authorize(url, res);
      if (url.pathname === '/oauth-v1/token' && req.method === 'POST') return token(req, body, res);
      if (url.pathname.startsWith('/3/')) {
        const hold = holds.findIndex((h) => h.match(req.method ?? '', url.pathname.replace(/^\/3/, '')));
        if (hold < 0) return api(req, url, body, res);
        const [{ arrived, released }] = holds.splice(hold, 1) as [(typeof holds)[number]];
        arrived();
        return void released.then(() => api(req, url, body, res));
      }
      send(res, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const fake: FakeFortnox = {
    url: origin,
    authUrl: `${origin}/oauth-v1`,
    apiUrl: `${origin}/3`,
    clientId,
    clientSecret,
    requests,
    tokenCalls,
    company,
    companies: () => [...companies.values()],
    issueTokens: () => {
      const { id } = newCompany();
      return { companyId: id, ...tokensFor(id) };
    },
    addInvoice: (companyId, total) => {
      const documentNumber = String(nextNumber++);
      company(companyId).invoices.set(documentNumber, {
        DocumentNumber: documentNumber,
        CustomerNumber: '1',
        InvoiceDate: '',
        DueDate: '',
        OurReference: '',
        ExternalInvoiceReference1: '',
        InvoiceRows: [],
        OCR: ocrOf(documentNumber),
        Net: total,
        TotalVAT: 0,
        Total: total,
        Balance: total,
        Cancelled: false,
        Booked: false,
        FinalPayDate: null,
        Credit: false,
        CreditInvoiceReference: '0',
      });
      return documentNumber;
    },
    markPaid: (documentNumber, date, companyId) => {
      const invoice = invoiceOf(documentNumber, companyId);
      invoice.Balance = 0;
      invoice.FinalPayDate = date;
    },
    cancel: (documentNumber, companyId) => {
      invoiceOf(documentNumber, companyId).Cancelled = true;
    },
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    failNext: (times, status, message = 'Ett fel uppstod.', match) => {
      for (let i = 0; i < times; i++) failures.push({ status, message, match });
    },
    holdNext: (match) => {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ match, arrived, released });
      return { reached, release };
    },
    loseNextAnswer: (match) => {
      lostAnswers.push(match);
    },
    throttleNext: (times, seconds = 1) => {
      throttled = { times, seconds };
    },
    deny: (value) => {
      denied = value;
    },
    configure: () => {
      process.env.FORTNOX_CLIENT_ID = clientId;
      process.env.FORTNOX_CLIENT_SECRET = clientSecret;
      process.env.FORTNOX_AUTH_URL = `${origin}/oauth-v1`;
      process.env.FORTNOX_API_URL = `${origin}/3`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  if (configure) fake.configure();
  return fake;
}
