// Fortnox's settings, declared beside the integration; the start checks them with the rest (server/env.ts). The
// integration is offered ("live") when the client id and secret are both set, "not configured" otherwise.
import { z } from 'zod';
import { defineEnv } from '@/server/env';

export const fortnoxEnv = defineEnv(
  z
    .object({
      FORTNOX_CLIENT_ID: z.string().optional(),
      FORTNOX_CLIENT_SECRET: z.string().optional(),
      /** Fortnox's OAuth2 base (…/auth, …/token); tests point it at a local fake. */
      FORTNOX_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://apps.fortnox.se/oauth-v1'),
      /** Fortnox's REST API base (…/customers, …/invoices); tests point it at a local fake. */
      FORTNOX_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.fortnox.se/3'),
    })
    .superRefine((v, ctx) => {
      // One without the other is a typing mistake, not "Fortnox off".
      for (const [name, other] of [
        ['FORTNOX_CLIENT_ID', 'FORTNOX_CLIENT_SECRET'],
        ['FORTNOX_CLIENT_SECRET', 'FORTNOX_CLIENT_ID'],
      ] as const) {
        if (v[name] && !v[other])
          ctx.addIssue({ code: 'custom', path: [other], message: `must be set with ${name}` });
      }
    }),
);

export type FortnoxConfig = { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };

/** The configured integration, or null when the app has no Fortnox client (the connection is then "not configured"). */
export function fortnoxConfig(): FortnoxConfig | null {
  const e = fortnoxEnv();
  if (!e.FORTNOX_CLIENT_ID || !e.FORTNOX_CLIENT_SECRET) return null;
  const base = (url: string) => url.replace(/\/+$/, '');
  return {
    clientId: e.FORTNOX_CLIENT_ID,
    clientSecret: e.FORTNOX_CLIENT_SECRET,
    authUrl: base(e.FORTNOX_AUTH_URL),
    apiUrl: base(e.FORTNOX_API_URL),
  };
}
