// A local stand-in for 46elks' SMS API (POST /a1/sms, form-encoded from / to / message, HTTP basic auth): it records
// every request, refuses wrong credentials with 401 as 46elks does, and answers like it, with the message's id. The
// app speaks real HTTP to it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ElksRequest = {
  method: string;
  path: string;
  contentType: string | undefined;
  /** True when the request carried the expected basic-auth username and password. */
  authorized: boolean;
  form: Record<string, string>;
};

export type Fake46elks = {
  url: string;
  username: string;
  password: string;
  requests: ElksRequest[];
  /** The sent messages (authorized POST /a1/sms answered 200). */
  sent: () => ElksRequest[];
  /** The status the next requests are answered with instead of 200 (e.g. 503 for a provider that is down). */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the fake on a free 127.0.0.1 port and points ELKS_API_URL at it; `configure` also sets the username,
 * password and sender, which turns text messages on (server/env is read once per test file: set this up first).
 */
export async function startFake46elks({ configure = true } = {}): Promise<Fake46elks> {
  const username = `u${randomBytes(16).toString('hex')}`;
  const password = randomBytes(16).toString('hex').toUpperCase();
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const requests: ElksRequest[] = [];
  const answered = new Set<ElksRequest>();
  let failure: number | null = null;

  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const request: ElksRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        authorized: req.headers.authorization === expected,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(request);
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (!request.authorized) {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('Unauthorized');
      }
      if (request.method !== 'POST' || request.path !== '/a1/sms') return json(404, { error: 'Not found' });
      if (!request.contentType?.startsWith('application/x-www-form-urlencoded'))
        return json(400, { error: 'Expected a form' });
      if (failure) return json(failure, { error: 'Service unavailable' });
      const { from, to, message } = request.form;
      if (!from || !to || !message) return json(400, { error: 'Missing from, to or message' });
      answered.add(request);
      json(200, {
        id: `s${randomBytes(16).toString('hex')}`,
        status: 'created',
        direction: 'outgoing',
        from,
        to,
        created: new Date().toISOString(),
        parts: Math.ceil(message.length / 153),
        estimated_cost: 3500,
        ...(request.form.dontlog === 'message' ? {} : { message }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/a1`;
  process.env.ELKS_API_URL = url;
  if (configure) {
    process.env.ELKS_API_USERNAME = username;
    process.env.ELKS_API_PASSWORD = password;
    process.env.ELKS_SENDER = 'Hovbook';
  }
  let open = true;
  return {
    url,
    username,
    password,
    requests,
    sent: () => requests.filter((r) => answered.has(r)),
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve();
        open = false;
        server.close(() => resolve());
      }),
  };
}
