// The public site says only what the product does today. The capabilities it presents as available each have their
// screen in the app, those it presents as coming have none yet (when one lands, move it), and the claims that were
// once made ahead of the product (Fortnox live, daily backups, PDF downloads, a data export) do not come back.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES_COMING, CAPABILITIES_TODAY } from '@/components/site/capabilities';
import { LOCALES } from '@/lib/i18n/locales';
import { PROMO } from '@/lib/plans';

const APP_DIR = path.join('app', '[locale]', '(app)');

/** Every page route of the signed-in app ("/dashboard", "/animal-details/[id]"), route groups left out. */
function appRoutes(dir = APP_DIR, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
    const child = path.join(dir, entry.name);
    if (existsSync(path.join(child, 'page.tsx'))) routes.push(`${prefix}${segment}`);
    routes.push(...appRoutes(child, `${prefix}${segment}`));
  }
  return routes;
}

/** Every string of a message tree (its values: the keys are code, not words on the page). */
function values(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(values) : [];
}

/** All the public site's words: its messages and its Markdown, per language. */
function siteText(locale: string): string {
  const messages = values(JSON.parse(readFileSync(path.join('messages', locale, 'site.json'), 'utf8')));
  const markdown = ['news', 'blog', 'tutorials', 'legal'].flatMap((collection) =>
    readdirSync(path.join('content', collection)).map((slug) =>
      readFileSync(path.join('content', collection, slug, `${locale}.md`), 'utf8'),
    ),
  );
  return [...messages, ...markdown].join('\n');
}

/** Sentences that described features before they existed (issue 12). */
const UNTRUE_TODAY: Record<string, RegExp[]> = {
  en: [
    /Fortnox integration is live/i,
    /go(es)? straight (to|into) (your books|Fortnox)/i,
    // The plans' contents (prices page, terms) may list the daily backup a plan will include; nothing says it runs.
    /backed up every day|backup every day|back up the data every day|daily backups (are|as)/i,
    /download(ed)? (any|every|each)? ?(journal|invoice)s?[^.]* as (a )?PDF/i,
    /(can|may) be downloaded as (a )?PDF/i,
    /mobile app is included/i,
  ],
  sv: [
    /Fortnox-kopplingen är här/i,
    /direkt till bokföringen/i,
    /säkerhetskopia varje dag|säkerhetskopierar (uppgifterna )?varje dag|dagliga säkerhetskopior|görs dagligen/i,
    /(kan|går att) laddas? ned som pdf/i,
    /mobilappen ingår/i,
  ],
};

describe('the site claims only what the app does', () => {
  const routes = appRoutes();

  it('finds the app routes it checks against', () => {
    expect(routes).toContain('/dashboard');
    expect(routes).toContain('/animal-details/[id]');
  });

  it.each(CAPABILITIES_TODAY.map((c) => [c.key, c.route]))(
    '%s is presented as available: %s exists',
    (_key, route) => {
      expect(routes).toContain(route);
    },
  );

  it.each(CAPABILITIES_COMING.map((c) => [c.key, c.route]))(
    '%s is presented as coming: %s does not exist yet (move it once it does)',
    (_key, route) => {
      expect(routes).not.toContain(route);
    },
  );

  it.each(LOCALES)('%s: no sentence claims what the app does not do', (locale) => {
    const text = siteText(locale);
    for (const pattern of UNTRUE_TODAY[locale] ?? []) expect(text, String(pattern)).not.toMatch(pattern);
  });

  it.each(LOCALES)('%s: every capability has its texts', (locale) => {
    const messages = JSON.parse(readFileSync(path.join('messages', locale, 'site.json'), 'utf8'));
    for (const { key } of CAPABILITIES_TODAY)
      expect(messages.features.sections[key]?.title, key).toBeTruthy();
    for (const { key } of CAPABILITIES_COMING) {
      expect(messages.features.coming.items[key]?.title, key).toBeTruthy();
    }
  });
});

describe('the promo on a phone and in Swedish', () => {
  it('a percentage never breaks before its sign', () => {
    for (const locale of LOCALES) {
      expect(siteText(locale), locale).not.toMatch(/(\d|\}) %/);
    }
  });

  it('the Swedish offer is a Swedish word, the same everywhere, and the code reads in both languages', () => {
    const sv = siteText('sv');
    expect(sv).not.toMatch(/tidig(a)? fågel|tidiga fåglar|early.?bird/i);
    expect(sv).toMatch(/Lanseringserbjudande/);
    expect(PROMO.code).not.toMatch(/EARLY/i);
  });
});
