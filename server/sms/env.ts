// The text-message settings (46elks), declared beside the code that uses them; the start checks them with the rest
// (server/env.ts). Text messages are on when the API username and password are both set.
import { z } from 'zod';
import { defineEnv } from '@/server/env';

export const smsEnv = defineEnv(
  z
    .object({
      ELKS_API_USERNAME: z.string().optional(),
      ELKS_API_PASSWORD: z.string().optional(),
      /** What the recipient sees as the sender: 3–11 letters and digits, or a phone number in E.164 form. */
      ELKS_SENDER: z
        .string()
        .regex(/^([A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{6,14})$/, 'must be 3–11 letters and digits, or +46…')
        .default('Hovbook'),
      /** 46elks' API base; tests point it at a local fake. */
      ELKS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.46elks.com/a1'),
    })
    .superRefine((v, ctx) => {
      // One without the other is a typing mistake, not "SMS off".
      for (const [name, other] of [
        ['ELKS_API_USERNAME', 'ELKS_API_PASSWORD'],
        ['ELKS_API_PASSWORD', 'ELKS_API_USERNAME'],
      ] as const) {
        if (v[name] && !v[other])
          ctx.addIssue({ code: 'custom', path: [other], message: `must be set with ${name}` });
      }
    }),
);
