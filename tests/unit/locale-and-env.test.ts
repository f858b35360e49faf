import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '@/lib/i18n/locales';
import { parseEnv } from '@/server/env';
import { readdirSync } from 'node:fs';
import { en, site, sv } from '@/messages';

const { en: siteEn, sv: siteSv } = site;

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['sv', 'sv'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['de-DE,de;q=0.9,sv;q=0.5', 'sv'],
    ['en-GB,sv;q=0.9', 'en'],
    ['fr', 'en'],
    ['sv;q=0', 'en'],
  ])('%s → %s', (header, locale) => expect(localeFromAcceptLanguage(header)).toBe(locale));
});

describe('parseEnv', () => {
  const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', BETTER_AUTH_SECRET: 'x'.repeat(32) };
  it('fills defaults', () => {
    expect(parseEnv(base)).toMatchObject({ PORT: 3000, DATA_DIR: '.data', APP_URL: 'http://localhost:3000' });
  });
  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ...base, BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32) })).toThrow(/DATABASE_URL/);
  });
});

describe('messages', () => {
  const flat = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`]));
  it('English and Swedish have the same keys', () => {
    expect(flat(sv).sort()).toEqual(flat(en).sort());
  });
  it('the public site has the same keys in English and Swedish', () => {
    expect(flat(siteSv).sort()).toEqual(flat(siteEn).sort());
  });
  it('every namespace file of either language is loaded (messages/index.ts), in both languages', () => {
    const files = (lang: string) =>
      readdirSync(`messages/${lang}`)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .sort();
    expect(files('sv')).toEqual(files('en'));
    expect(files('en')).toEqual([...Object.keys(en), 'site'].sort());
  });
});
