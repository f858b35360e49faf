// Hands the API from Next's build to our HTTP server (scripts/web-server.ts) in the same process, so that `npm start`
// serves /api/v1 with Hono's Node adapter instead of through Next's route handler. The server asks for it before Next
// starts; instrumentation.ts, which Next compiles and runs at start, provides it. Plain Node, no 'server-only': the
// server loads this module outside Next's bundles. The handle lives on globalThis under a registered symbol because
// the two sides are separate module instances (as in connection-address.ts).

/** The Hono app's fetch, with the connection's client address as its binding (server/api/types.ts, AppEnv). */
export type ApiFetch = (request: Request, env: { remoteAddress?: string }) => Response | Promise<Response>;

const KEY = Symbol.for('hovbook.api-handle');

type Handle = { wanted: boolean; fetch?: ApiFetch };
type Holder = typeof globalThis & { [KEY]?: Handle };

function handle(): Handle {
  const holder = globalThis as Holder;
  holder[KEY] ??= { wanted: false };
  return holder[KEY];
}

/** Called by our server before Next starts: it will serve the API itself. */
export function wantApi(): void {
  handle().wanted = true;
}

/**
 * Whether a server in this process serves the API itself. Without one (`next start`, `next dev`), Next's route handler
 * does, and the app is not loaded twice.
 */
export function apiWanted(): boolean {
  return handle().wanted;
}

export function provideApi(fetch: ApiFetch): void {
  handle().fetch = fetch;
}

/** The API as instrumentation.ts provided it, once Next has started. */
export function providedApi(): ApiFetch | undefined {
  return handle().fetch;
}
