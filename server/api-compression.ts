// The API's answers compressed on npm start's direct path (server/api-listener.ts) as Next compresses what its route
// handler answers (its `compress`, on by default): gzip, or deflate, as Accept-Encoding allows; compressible types
// only; bodies of 1 KB or more; `Vary: Accept-Encoding` on every compressible answer. Plain Node, no 'server-only'.
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const gzipped = promisify(gzip);
const deflated = promisify(deflate);

/** The quality the client gives an encoding (its own entry, else `*`, else 0). */
function quality(accepted: string, encoding: string): number {
  let wildcard = 0;
  for (const entry of accepted.split(',')) {
    const [name = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name === encoding) return Number.isFinite(value) ? value : 0;
    if (name === '*') wildcard = Number.isFinite(value) ? value : 0;
  }
  return wildcard;
}

/** gzip when the client takes it, else deflate, else none (identity). */
export function acceptedEncoding(accepted: string | null): 'gzip' | 'deflate' | undefined {
  if (!accepted) return undefined;
  if (quality(accepted, 'gzip') > 0) return 'gzip';
  if (quality(accepted, 'deflate') > 0) return 'deflate';
  return undefined;
}

function withVary(headers: Headers) {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** `response`, compressed for `request` when it should be. */
export async function compressed(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type');
  if (!response.body || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return response;
  if (response.headers.has('content-encoding')) return response;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('cache-control') ?? '')) return response;
  withVary(response.headers);
  const encoding =
    request.method === 'HEAD' ? undefined : acceptedEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return new Response(body, init);
  const packed = await (encoding === 'gzip' ? gzipped(body) : deflated(body));
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(new Uint8Array(packed), { ...init, headers });
}
