// The API's security headers on every answer, errors included: Hono's secure-headers set (nosniff, DENY framing,
// same-origin resource policy, …) plus our shared values, a policy under which a JSON answer loads and runs
// nothing, and HSTS over HTTPS. A route that sets a header itself (files: a stricter policy) keeps its own.
import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { API_CSP, REFERRER_POLICY, securityHeaders } from '@/lib/security-headers';

const honoSet = secureHeaders({
  xFrameOptions: 'DENY',
  referrerPolicy: REFERRER_POLICY,
  strictTransportSecurity: false, // decided per request below
  overwrite: false,
});

export const securityHeadersMiddleware: MiddlewareHandler = async (c, next) => {
  await honoSet(c, next);
  const headers = { ...securityHeaders(c.req.raw.headers), 'Content-Security-Policy': API_CSP };
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
