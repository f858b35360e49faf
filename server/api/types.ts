// Types of the Hono app: the per-request variables middleware sets.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { SessionContext } from '@/server/context';
import type { Logger } from '@/server/logger';

export type AuthInfo = SessionContext & { sessionId: string };

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
