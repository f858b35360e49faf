// Calls the real Hono app in-process (no HTTP socket, no mocks): the same code path as a live request.
import { apiApp } from '@/server/api/app';

export type ApiResult<T = any> = { status: number; body: T; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

type Options = {
  body?: unknown;
  raw?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  locale?: 'en' | 'sv';
  /** The client's address as the connection gives it (default: a new one per call). */
  ip?: string;
};

let ipCounter = 0;
// The second octet names the test file: files run in parallel processes on one database, and a number taken from the
// process id repeated another file's addresses now and then — one a rate-limit test had just used up. Vitest numbers
// the files of a run 0, 1, 2, … (VITEST_WORKER_ID); each run has a database of its own.
const fileOctet = (Number(process.env.VITEST_WORKER_ID ?? process.pid) % 250) + 1;
/** Every test account comes from its own address, so per-IP rate limits only trip where a test means them to. */
export const newIp = () => `10.${fileOctet}.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

export async function call(method: string, path: string, opts: Options = {}): Promise<ApiResult> {
  const headers: Record<string, string> = {
    'accept-language': opts.locale ?? 'en',
    ...opts.headers,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  // The connection's address, as the route handler passes it: headers never set it.
  const res = await apiApp().request(
    `/api/v1/${path}`,
    { method, headers, body },
    { remoteAddress: opts.ip ?? newIp() },
  );
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text, the assertion will show it
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A file route's answer (a PDF): its bytes, unmangled by a text decoding, its status and headers. */
export async function callFile(path: string, token: string) {
  const res = await apiApp().request(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, pdf: new Uint8Array(await res.arrayBuffer()) };
}
