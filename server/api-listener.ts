// Serves /api/v1 straight from the Hono app with Hono's Node adapter, and everything else with `others` (Next's
// request handler). An API request skips Next's routing and route-handler layer, which cost more per request than
// the API's own work (issue 11); its answer is compressed as Next compresses (api-compression.ts). Until the app is
// there (Next runs instrumentation.ts, which provides it, in the background after start), API requests go to Next's
// route handler, which waits for it and runs the same app. Runs inside withClientAddress (connection-address.ts):
// the address the connection resolved to reaches the app as its binding, exactly as the route handler passes it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { compressed } from './api-compression';
import type { ApiFetch } from './api-handle';
import { connectionAddress } from './connection-address';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * The adapter hands the app a lightweight request that builds a fetch Request only when something needs one. A request
 * with a body gets a plain Request at once: middleware re-wraps it (`new Request(request, { body })`, Hono's body
 * limit on a streamed body), which the lightweight one only supports when the adapter replaces the global Request —
 * and that it must not do here (see below). Reads, the hot path, keep the lightweight one.
 */
function withPlainBody(request: Request): Request {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

/** The paths Next's app/api/v1/[[...route]] route handler answers. */
export function isApiPath(url: string | undefined): boolean {
  if (!url?.startsWith('/api/v1')) return false;
  const next = url.charAt(7);
  return next === '' || next === '/' || next === '?';
}

/**
 * A body the app did not read to its end (refused by its length or type) is read and dropped once the answer is out,
 * as Node does for a handler that never touches the body, so the connection carries the client's next request. The
 * request's web stream may still be attached; without its 'data' listener the rest goes nowhere.
 */
function dropUnreadBody(req: IncomingMessage) {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners('data');
  req.resume();
}

export function apiListener(api: () => ApiFetch | undefined, others: NodeHandler): NodeHandler {
  const serveApi = getRequestListener(
    async (request) => {
      const plain = withPlainBody(request);
      // Compressed as Next compresses what its route handler answers (api-compression.ts).
      return compressed(plain, await api()!(plain, { remoteAddress: connectionAddress() }));
    },
    {
      // Next shares this process: the globals stay Node's own, so none of Next's code meets the adapter's variants.
      overrideGlobalObjects: false,
      // Unread bodies are dropped below (dropUnreadBody); the adapter's own clean-up closed the connection half a
      // second after such an answer, under the client's next request.
      autoCleanupIncoming: false,
      // A request without a Host header (HTTP/1.0) is still answered, as Next answers it.
      hostname: 'localhost',
    },
  );
  return (req, res) => {
    if (!isApiPath(req.url) || !api()) return others(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => dropUnreadBody(req));
    return serveApi(req, res);
  };
}
