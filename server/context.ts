// Who calls a use case. Set by the API's auth middleware from the session (never from input), and built the same
// way by jobs and tests, so a use case never needs to know it was called over HTTP.
import type { Locale } from '@/lib/i18n/locales';
import type { Logger } from '@/server/logger';

export type Role = 'owner' | 'staff';

/** A caller inside an account: the tenant (ferrier) every query is scoped to, the user and their role. */
export type TenantContext = {
  ferrierId: string;
  userId: string;
  role: Role;
  locale: Locale;
  log: Logger;
};
