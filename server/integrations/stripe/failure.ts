// Stripe's errors in our logs: what may be kept of one. The SDK's error carries the request it failed on, which holds
// the owner's email; a log keeps the error's type, code and status only.
import 'server-only';

/** What a log may keep of a Stripe error: its type, code and status, never the request (it holds the email). */
export function stripeFailure(err: unknown) {
  const { type, code, statusCode } = (err ?? {}) as { type?: string; code?: string; statusCode?: number };
  return { type, code, statusCode };
}
