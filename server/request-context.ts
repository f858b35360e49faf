// Per-request values (id, locale, logger) reachable from code that has no Hono context, such as
// Better Auth's email callbacks, through AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { logger, type Logger } from './logger';

export type RequestContext = { requestId: string; locale: Locale; log: Logger; ip: string };

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function requestContext(): RequestContext {
  return storage.getStore() ?? { requestId: 'none', locale: DEFAULT_LOCALE, log: logger, ip: 'unknown' };
}
