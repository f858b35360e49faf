// Carries the client address from our HTTP server (scripts/web-server.ts) to the API route handler, which never
// sees the socket. Not a header, so no client can set it. The store lives on globalThis under a registered symbol
// because Next loads each route bundle as its own module instance: a module-level store would not be shared.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, type TrustedProxies } from './client-address';

const KEY = Symbol.for('hovbook.connection-address');

type Holder = typeof globalThis & { [KEY]?: AsyncLocalStorage<string> };

function storage(): AsyncLocalStorage<string> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<string>();
  return holder[KEY];
}

/** Runs `fn` (the handling of one HTTP request) with `address` as its client address. */
export function runWithConnectionAddress<T>(address: string, fn: () => T): T {
  return storage().run(address, fn);
}

/** The client address of the request being handled, or undefined when it did not come through our server. */
export function connectionAddress(): string | undefined {
  return storage().getStore();
}

/** Wraps a Node request handler so that it runs with the request's client address. */
export function withClientAddress(
  trusted: TrustedProxies,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
    // Whatever downstream still reads the header (Next fills it only when absent) sees the resolved address.
    if (address === 'unknown') delete req.headers['x-forwarded-for'];
    else req.headers['x-forwarded-for'] = address;
    delete req.headers['x-real-ip'];
    runWithConnectionAddress(address, () => {
      Promise.resolve(handle(req, res)).catch((err: unknown) => {
        console.error('[hovbook] request failed', err);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  };
}
