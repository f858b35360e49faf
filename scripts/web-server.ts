// Our HTTP server in front of Next (Next's documented custom server), used by `npm start`, `npm run dev` and the
// browser tests. It is the one place that sees the connection: the client address comes from the socket, or from
// X-Forwarded-For only as far as TRUSTED_PROXIES vouches for it, and reaches the API through connection-address.
// With the production build it serves /api/v1 itself, with Hono's Node adapter (server/api-listener.ts), from the
// app Next's build provides (instrumentation.ts); in development Next's route handler does, so that edits reload.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import next from 'next';
import { providedApi, wantApi } from '@/server/api-handle';
import { apiListener } from '@/server/api-listener';
import { parseTrustedProxies } from '@/server/client-address';
import { withClientAddress } from '@/server/connection-address';

export type WebServerOptions = {
  dev: boolean;
  port: number;
  /** Interface to listen on; unset: all interfaces. */
  host?: string;
  /** TRUSTED_PROXIES, as in the environment. */
  trustedProxies?: string;
};

export type WebServer = { server: Server; port: number; close: () => Promise<void> };

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const trusted = parseTrustedProxies(opts.trustedProxies);
  const server = createServer();
  const app = next({
    dev: opts.dev,
    dir: process.cwd(),
    // Not the interface we listen on: Next builds its internal URLs (the proxy's rewrites among them) on this name
    // and proxies any rewrite whose origin differs over HTTP, an extra hop per page that fails under load.
    hostname: 'localhost',
    port: opts.port,
    httpServer: server,
  });
  if (!opts.dev) wantApi();
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const handler = opts.dev ? nextHandler : apiListener(providedApi, nextHandler);
  server.on('request', withClientAddress(trusted, handler));
  const port = await listen(server, opts.port, opts.host);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests still running get a few seconds, then their connections are cut.
      const timer = setTimeout(() => server.closeAllConnections(), 5_000);
      await closed;
      clearTimeout(timer);
      await app.close();
    })());
  return { server, port, close };
}
