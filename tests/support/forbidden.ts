// A role's refusal as the tests expect it: 403 FORBIDDEN with its message in the caller's language (English and
// Swedish), for each of a list of calls. What the refusal left unchanged is each test's own check.
import { expect } from 'vitest';
import { call } from './api-client';

/** One call: method, path under /api/v1, and its body (undefined for none). */
export type Attempt = readonly [method: string, path: string, body: unknown];

/** Each call, made with `token` in English and in Swedish, answers 403 FORBIDDEN in that language. */
export async function expectForbidden(token: string, attempts: readonly Attempt[]): Promise<void> {
  for (const [method, path, body] of attempts) {
    for (const locale of ['en', 'sv'] as const) {
      const res = await call(method, path, { token, body, locale });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toEqual({
        code: 'FORBIDDEN',
        message:
          locale === 'en' ? 'You are not allowed to do this.' : 'Du har inte behörighet att göra detta.',
      });
    }
  }
}
