// The client address: from the socket, from X-Forwarded-For only through trusted proxies, bounded and validated.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { clientAddress, limitAddress, normalizeAddress, parseTrustedProxies } from '@/server/client-address';

const none = parseTrustedProxies(undefined);
const local = parseTrustedProxies('127.0.0.1');
const chain = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:0db8::0001', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%s → %s', (input, output) => expect(normalizeAddress(input)).toBe(output));

  it.each(['', 'unknown', '1.2.3', '256.1.1.1', '1.2.3.4:80', '[::1]', 'x'.repeat(3000), '1.2.3.4, 5.6.7.8'])(
    'refuses %j',
    (input) => expect(normalizeAddress(input)).toBeUndefined(),
  );
});

describe('parseTrustedProxies', () => {
  it('matches addresses and CIDR ranges of both families', () => {
    expect(chain.contains('127.0.0.1')).toBe(true);
    expect(chain.contains('10.200.3.4')).toBe(true);
    expect(chain.contains('::ffff:10.1.1.1')).toBe(true);
    expect(chain.contains('fd12::5')).toBe(true);
    expect(chain.contains('127.0.0.2')).toBe(false);
    expect(chain.contains('11.0.0.1')).toBe(false);
    expect(chain.contains('not an ip')).toBe(false);
    expect(none.size).toBe(0);
    expect(none.contains('127.0.0.1')).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x', '1.2.3.4:80'])(
    'names a bad entry: %s',
    (entry) => expect(() => parseTrustedProxies(`127.0.0.1,${entry}`)).toThrow(entry),
  );

  it('is checked at start-up as TRUSTED_PROXIES', () => {
    const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(parseEnv({ ...base, TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' }).TRUSTED_PROXIES).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
    expect(parseEnv(base).TRUSTED_PROXIES).toBe('');
    expect(() => parseEnv({ ...base, TRUSTED_PROXIES: '127.0.0.1,proxy.internal' })).toThrow(
      /TRUSTED_PROXIES: "proxy.internal" is not an IP address/,
    );
  });
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('198.51.100.9', '1.2.3.4', none)).toBe('198.51.100.9');
    expect(clientAddress('::ffff:198.51.100.9', '1.2.3.4', none)).toBe('198.51.100.9');
    expect(clientAddress(undefined, '1.2.3.4', none)).toBe('unknown');
  });

  it('ignores the header from a peer that is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.9', '1.2.3.4', local)).toBe('198.51.100.9');
  });

  it('walks from the right past trusted hops only: the client cannot pick what is left of them', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', local)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7', local)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.5', chain)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '203.0.113.7, 10.0.0.5'], chain)).toBe('203.0.113.7');
    // Every hop trusted: the left-most one is as far as anyone vouches.
    expect(clientAddress('127.0.0.1', '10.0.0.9, 10.0.0.5', chain)).toBe('10.0.0.9');
    expect(clientAddress('127.0.0.1', '::ffff:203.0.113.7', local)).toBe('203.0.113.7');
  });

  it('stops at an entry that is not an IP address, keeping the last trusted hop', () => {
    expect(clientAddress('127.0.0.1', '1.1.1.1, <script>, 10.0.0.5', chain)).toBe('10.0.0.5');
    expect(clientAddress('127.0.0.1', '', local)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'x'.repeat(3000), local)).toBe('127.0.0.1');
  });

  it('reads only the end of a huge header (3 KB, 100 KB): the hops a proxy appended are there', () => {
    const padding = Array.from({ length: 10_000 }, (_, i) => `10.9.${(i >> 8) & 255}.${i & 255}`).join(', ');
    expect(padding.length).toBeGreaterThan(100_000);
    expect(clientAddress('127.0.0.1', `${padding}, 203.0.113.7`, local)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', `${'1'.repeat(3000)}, 203.0.113.7`, local)).toBe('203.0.113.7');
    // Through trusted hops only a few dozen entries are walked; the last one reached stands.
    const allTrusted = Array.from({ length: 100 }, (_, i) => `10.0.0.${i}`).join(',');
    expect(clientAddress('127.0.0.1', allTrusted, chain)).toBe('10.0.0.68');
  });
});

describe('limitAddress', () => {
  it('keeps IPv4 and groups IPv6 by /64, so one host cannot count as many', () => {
    expect(limitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('unknown')).toBe('unknown');
    expect(limitAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
  });
});
