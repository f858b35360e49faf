// Settings declared beside their feature (defineEnv, e.g. server/sms/env.ts): checked with the core settings, naming
// a malformed one; read by the feature through its own reader.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEnv, parseEnv } from '@/server/env';
import { smsEnv } from '@/server/sms/env';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', BETTER_AUTH_SECRET: 'x'.repeat(32) };
const saved = process.env.TEST_FEATURE_LIMIT;
afterEach(() => {
  if (saved === undefined) delete process.env.TEST_FEATURE_LIMIT;
  else process.env.TEST_FEATURE_LIMIT = saved;
});

describe('a feature’s settings', () => {
  it('are checked with the core ones, each problem named', () => {
    expect(() => parseEnv({ ...base, PORT: 'eighty', ELKS_SENDER: 'AB' })).toThrow(/PORT[\s\S]*ELKS_SENDER/);
  });

  it('are read by the feature, with their defaults', () => {
    expect(smsEnv()).toMatchObject({ ELKS_SENDER: 'Hovbook' });
  });

  it('count once declared: a new fragment is checked by the next start', () => {
    expect(parseEnv({ ...base, TEST_FEATURE_LIMIT: 'many' })).not.toHaveProperty('TEST_FEATURE_LIMIT');
    const read = defineEnv(z.object({ TEST_FEATURE_LIMIT: z.coerce.number().int().default(3) }));
    expect(() => parseEnv({ ...base, TEST_FEATURE_LIMIT: 'many' })).toThrow(/TEST_FEATURE_LIMIT/);
    expect(parseEnv(base)).toMatchObject({ TEST_FEATURE_LIMIT: 3 });
    process.env.TEST_FEATURE_LIMIT = '7';
    expect(read()).toEqual({ TEST_FEATURE_LIMIT: 7 });
  });
});
