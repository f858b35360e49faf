// Who calls a use case. The API builds it from the request (the session, never the input); jobs and tests build it
// the same way, so a use case never needs to know it was called over HTTP.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { UserRole } from '@/lib/validation/account';
import type { AfterCommit, TenantDb } from '@/server/db/tenant';
import type { Logger } from '@/server/logger';

export type Role = UserRole;

/** A caller who need not be signed in (sign-up, login, the public forms): the language to answer and mail in. */
export type VisitorContext = { locale: Locale; log: Logger };

/**
 * Where a request came from: its id (in every log line and on each history event it writes), the client address as
 * the rate limits read it (server/client-address.ts: the connection, or a trusted proxy's X-Forwarded-For) and the
 * user agent. The address and the agent are for logs only: the history (audit_events) never stores them.
 */
export type RequestMeta = { id: string; ip: string; userAgent: string | null };

/** A signed-in caller: the tenant (ferrier) they work in, the user and their role. */
export type Caller = VisitorContext & {
  ferrierId: string;
  userId: string;
  role: Role;
  /** The request the caller made; absent for jobs and scripts, which act for no request. */
  request?: RequestMeta;
};

/**
 * A caller inside an account, with `db`: the database as that tenant, one transaction that row-level security binds
 * to the caller's rows (server/db/tenant.ts, inTenant). Every query still filters by `ferrierId` itself.
 * `afterCommit(callback)`: work to do once that transaction has committed, never on rollback (a job queued).
 */
export type TenantContext = Caller & { db: TenantDb; afterCommit: AfterCommit };

/** A signed-in caller with their session: what logout and a password change act on (through Better Auth). */
export type SessionContext = Caller & { token: string; email: string };
