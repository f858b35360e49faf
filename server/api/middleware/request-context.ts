// First middleware: request id, locale from Accept-Language, client address, the request's logger, one log line per
// request.
import 'server-only';
import { createMiddleware } from 'hono/factory';
import { localeFromAcceptLanguage } from '@/lib/i18n/locales';
import { normalizeAddress } from '@/server/client-address';
import { lazyChild, logger } from '@/server/logger';
import { runWithRequestContext } from '@/server/request-context';
import type { AppEnv } from '../types';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const requestContextMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
  const log = lazyChild(logger, { requestId });
  c.set('requestId', requestId);
  c.set('locale', locale);
  c.set('log', log);
  const started = performance.now();
  // The address comes from the connection (route handler → env), never from a header a client could write.
  const ip = normalizeAddress(c.env?.remoteAddress) ?? 'unknown';
  await runWithRequestContext({ requestId, locale, log, ip }, next);
  c.header('x-request-id', requestId);
  logger.info(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
});
