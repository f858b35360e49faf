// Environment, validated once at start-up: a missing or malformed variable stops the app with its name.
import { z } from 'zod';
import { parseTrustedProxies } from '@/server/client-address';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The owner's connection: migrations, jobs, the purge, Better Auth (server/db/system.ts). */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /** The app role's connection, bound by row-level security (server/db/tenant.ts); set up by npm start when unset. */
  APP_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Hovbook <no-reply@hovbook.se>'),
  /** Where contact messages and demo requests from the public site are mailed. */
  COMPANY_INBOX: z.email().default('hej@hovbook.se'),
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma-separated); default none. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Text messages through 46elks (server/sms): on when the API username and password are both set. */
  ELKS_API_USERNAME: z.string().optional(),
  ELKS_API_PASSWORD: z.string().optional(),
  /** What the recipient sees as the sender: 3–11 letters and digits, or a phone number in E.164 form. */
  ELKS_SENDER: z
    .string()
    .regex(/^([A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{6,14})$/, 'must be 3–11 letters and digits, or +46…')
    .default('Hovbook'),
  /** 46elks' API base; tests point it at a local fake. */
  ELKS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.46elks.com/a1'),
});

const checked = schema.superRefine((v, ctx) => {
  // One without the other is a typing mistake, not "SMS off".
  for (const [name, other] of [
    ['ELKS_API_USERNAME', 'ELKS_API_PASSWORD'],
    ['ELKS_API_PASSWORD', 'ELKS_API_USERNAME'],
  ] as const) {
    if (v[name] && !v[other])
      ctx.addIssue({ code: 'custom', path: [other], message: `must be set with ${name}` });
  }
});

export type Env = z.infer<typeof schema> & { APP_URL: string };

let cached: Env | undefined;

/** Empty strings count as unset, as in most .env tooling. */
function cleaned(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checked.safeParse(cleaned(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const env = result.data;
  return { ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` };
}

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
