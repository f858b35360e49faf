// Types of the Hono app: the per-request variables middleware sets, and the context services receive.
import type { Locale } from '@/lib/i18n/locales';
import type { Logger } from '@/server/logger';

export type Role = 'owner' | 'staff';

/** What a service function needs to know about its caller: always the tenant, never trusted from input. */
export type ServiceContext = {
  ferrierId: string;
  userId: string;
  role: Role;
  locale: Locale;
  log: Logger;
};

export type AuthInfo = ServiceContext & { sessionId: string; token: string; email: string };

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
