// The nonce proxy.ts put in this request's Content-Security-Policy, for the few inline scripts we write ourselves.
import 'server-only';
import { headers } from 'next/headers';

export async function cspNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
