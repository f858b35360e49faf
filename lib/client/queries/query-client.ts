// The one query cache of the signed-in screens (TanStack Query): every read of the API goes through it, so a screen
// visited before shows its data at once and refreshes in the background. It belongs to one login: signing out, an
// ended session and another user's login empty it, so a shared device never shows one company's rows to the next.
import { QueryClient, isServer } from '@tanstack/react-query';

/** How long a read counts as fresh: a screen opened again within this time is not fetched again. */
export const QUERY_STALE_MS = 30_000;
/** Reference data (animal types, product types, service types) changes with a release, not while one works. */
export const REFERENCE_STALE_MS = 60 * 60_000;

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A failed read shows its error and Retry at once, as the screens did before the cache: no silent retries.
      queries: { staleTime: QUERY_STALE_MS, retry: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one client; on the server (where nothing is fetched) a fresh one per render. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** Forgets every read and stops those on their way (sign-out, session end, another login). */
export function clearQueryCache(): void {
  if (!browserClient) return;
  void browserClient.cancelQueries();
  browserClient.clear();
}
