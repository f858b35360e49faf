// Environment, validated once at start-up: a missing or malformed variable stops the app with its name. The settings
// every part uses are here; a feature declares its own beside it (defineEnv, as server/sms/env.ts does), and the start
// checks them with these.
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

/** The settings fragments the loaded features declared: what the start checks besides the core. */
const fragments: Array<z.ZodType<object>> = [];

/** Parses `source` with each schema; one error naming every variable that is missing or malformed. */
function parseAll(schemas: Array<z.ZodType<object>>, source: Record<string, string | undefined>): object[] {
  const input = cleaned(source);
  const results = schemas.map((s) => s.safeParse(input));
  const lines = results.flatMap((r) =>
    r.success ? [] : r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`),
  );
  if (lines.length > 0)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`);
  return results.map((r) => r.data!);
}

/**
 * Declares a feature's settings beside it: a zod object of its variables (with their defaults and rules). Answers
 * the feature's reader of them, parsed once; parseEnv() — the start — checks the fragment with every other, so a
 * missing or malformed one stops the start with its name, once the feature's module is loaded (the job runner loads
 * every job's; a feature outside the jobs is checked at its first use, by its reader).
 */
export function defineEnv<T extends z.ZodType<object>>(fragment: T): () => z.output<T> {
  fragments.push(fragment);
  let values: z.output<T> | undefined;
  return () => (values ??= parseAll([fragment], process.env)[0] as z.output<T>);
}

/** The core settings, checked with every declared fragment; the fragments' values are in the answer too. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
): Env & Record<string, unknown> {
  const [core, ...declared] = parseAll([schema, ...fragments], source) as [
    z.output<typeof schema>,
    ...object[],
  ];
  return {
    ...Object.assign({}, ...declared),
    ...core,
    APP_URL: core.APP_URL ?? `http://localhost:${core.PORT}`,
  };
}

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
