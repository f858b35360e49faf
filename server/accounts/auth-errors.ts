// Better Auth reports failures as APIError with a code in its body; this reads that code.
import 'server-only';
import { APIError } from 'better-auth/api';

export function authErrorCode(err: unknown): string | undefined {
  if (err instanceof APIError) {
    const body = err.body as { code?: string } | undefined;
    return body?.code;
  }
  return undefined;
}
