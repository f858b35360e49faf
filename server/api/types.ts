// Types of the Hono app: the per-request variables middleware sets.
import type { Locale } from '@/lib/i18n/locales';
import type { TenantContext } from '@/server/context';
import type { Logger } from '@/server/logger';

export type AuthInfo = TenantContext & { sessionId: string; token: string; email: string };

export type AppEnv = {
  /** Set by whoever calls the app (the route handler, tests), never from the request itself. */
  Bindings: { remoteAddress?: string } | undefined;
  Variables: {
    requestId: string;
    locale: Locale;
    log: Logger;
    auth: AuthInfo;
  };
};
