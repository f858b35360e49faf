// Who calls a use case. The API builds it from the request (the session, never the input); jobs and tests build it
// the same way, so a use case never needs to know it was called over HTTP.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { UserRole } from '@/lib/validation/account';
import type { Logger } from '@/server/logger';

export type Role = UserRole;

/** A caller who need not be signed in (sign-up, login, the public forms): the language to answer and mail in. */
export type VisitorContext = { locale: Locale; log: Logger };

/** A caller inside an account: the tenant (ferrier) every query is scoped to, the user and their role. */
export type TenantContext = VisitorContext & {
  ferrierId: string;
  userId: string;
  role: Role;
};

/** A signed-in caller with their session: what logout and a password change act on. */
export type SessionContext = TenantContext & { token: string; email: string };
