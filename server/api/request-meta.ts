// The request metadata a signed-in caller carries to its use cases (RequestMeta in server/context.ts).
import 'server-only';
import type { Context } from 'hono';
import type { RequestMeta } from '@/server/context';
import { requestContext } from '@/server/request-context';
import type { AppEnv } from './types';

/** A user agent is the client's own text: kept short, it says enough for a log line. */
const USER_AGENT_MAX = 300;

export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return {
    id: c.get('requestId'),
    // Set by the first middleware from the connection (or a trusted proxy), as the rate limits read it.
    ip: requestContext().ip,
    userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) || null,
  };
}
