// Types of the Hono app: the per-request variables middleware sets.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { StaffPermission } from '@/server/access/access';
import type { AccountPlan } from '@/server/access/plan';
import type { SessionContext } from '@/server/context';
import type { Logger } from '@/server/logger';

/**
 * The signed-in caller of a request: who, in which account, what the account's plan allows and what the owner let
 * this member do (the owner: everything).
 */
export type AuthInfo = SessionContext & {
  sessionId: string;
  plan: AccountPlan;
  permissions: readonly StaffPermission[];
};

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
