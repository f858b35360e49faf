// The 46elks settings: off without credentials, both credentials or neither, a sender 46elks accepts.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import '@/server/sms/env'; // declares the 46elks settings, which parseEnv checks with the rest

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', BETTER_AUTH_SECRET: 'x'.repeat(32) };

describe('46elks environment', () => {
  it('is off by default, with 46elks’ own address and Hovbook as the sender', () => {
    expect(parseEnv(base)).toMatchObject({
      ELKS_API_URL: 'https://api.46elks.com/a1',
      ELKS_SENDER: 'Hovbook',
    });
    expect(parseEnv(base).ELKS_API_USERNAME).toBeUndefined();
  });

  it('takes the credentials together, and refuses one without the other', () => {
    const both = { ...base, ELKS_API_USERNAME: 'u123', ELKS_API_PASSWORD: 'secret' };
    expect(parseEnv(both)).toMatchObject({ ELKS_API_USERNAME: 'u123', ELKS_API_PASSWORD: 'secret' });
    expect(() => parseEnv({ ...base, ELKS_API_USERNAME: 'u123' })).toThrow(/ELKS_API_PASSWORD/);
    expect(() => parseEnv({ ...base, ELKS_API_PASSWORD: 'secret' })).toThrow(/ELKS_API_USERNAME/);
  });

  it.each(['Hovslagarn', '+46766861004', 'ABC'])('accepts the sender %s', (sender) => {
    expect(parseEnv({ ...base, ELKS_SENDER: sender }).ELKS_SENDER).toBe(sender);
  });

  it.each(['AB', 'Hovslageriet AB', 'Hov-Lind', '0701234567', 'Åsas'])('refuses the sender %s', (sender) => {
    expect(() => parseEnv({ ...base, ELKS_SENDER: sender })).toThrow(/ELKS_SENDER/);
  });

  it('refuses an API address that is not http(s)', () => {
    expect(() => parseEnv({ ...base, ELKS_API_URL: 'ftp://api.46elks.com/a1' })).toThrow(/ELKS_API_URL/);
  });
});
