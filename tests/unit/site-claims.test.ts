// The public site says only what the product does today. The capabilities it presents as available each have their
// screen in the app, those it presents as coming have none yet (when one lands, move it), and the claims that were
// once made ahead of the product (Fortnox live, daily backups, PDF downloads, a data export) do not come back in
// their old words: invoicing with Fortnox and the journals' and invoices' PDFs have since landed (issues 23, 24), and
// the site says what they do in words of its own; daily backups and a data export have not.
// Across every page and both languages (issue 22, 7): no sentence says a capability the app has is still to come;
// every tagline, lead and plan text that names one the app lacks says it is coming; the prices page marks each plan
// feature the app lacks "Coming"; and no plan is "most chosen" while no one can pay.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES_COMING, CAPABILITIES_TODAY } from '@/components/site/capabilities';
import { PlanCard } from '@/components/site/plan-card';
import { MESSAGES, SITE_MESSAGES } from '@/lib/i18n/config';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { BILLING_OPEN, PLANS, PLAN_FEATURE_CAPABILITY, PROMO, allFeatures, isLiveFeature } from '@/lib/plans';

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

/** Words that name what the app does today, and what it does not do yet (the site's own words for them). */
const LIVE: Record<Locale, RegExp> = {
  // "Book a demo" is an offer of ours, not the booking calendar. The journals landed with their signatures and
  // history (issue 23); the AI assistant for journal text (journaltext) is a Pro tool still to come. Invoicing landed
  // with its Fortnox connection (issue 24); Visma eAccounting (Spiris) is still to come. Staff accounts, the
  // notifications and the inbox have landed (README "Staff", "Notifications", "Inbox").
  en: /\bbook(s|ed|ing|ings)?\b(?! a demo)|\bcalendar|\breminders?\b|\bjournals?\b(?! text)|signatures|signing|invoic|fortnox|staff|notification|\binbox/i,
  sv: /\bbok(a|ar|ad|ade|ning|ningar|ningarna|ningskalender\w*)\b(?! en demo)|kalender|påminnelse|journal(en|er|erna)?\b|signer|faktur|fortnox|anställd|medarbetare|notis|inkorg/i,
};
const NOT_YET: Record<Locale, RegExp> = {
  en: /visma|spiris|mobile app|3D|hoof-angle|feed ration|backup/i,
  sv: /visma|spiris|mobilapp|3D|hovvinkl|foderstat|säkerhetskopi/i,
};
/** How the site says something is still to come ("next visit" and "before you come" are not). */
const COMING: Record<Locale, RegExp> = {
  en: /on (its|their) way|\bcoming\b|\barrives? in\b|when (it|they|those|\w+ing) arrives?|to follow|follow in later|later updates?|being built|(we are|we're) (building|working on)|we build|\bwill\b|when .{0,80}\b(is|are) in the app|not (in the app )?yet/i,
  sv: /på väg|(?<!\bdu )\bkommer\b|kommande uppdatering|senare uppdatering|byggs|vi bygger|arbetar (vi )?med|när .{0,80}finns i appen|inte (i appen )?(ännu|än)\b|\bsnart\b|härnäst|följer sedan/i,
};

/** The site's pages as the visitor reads them now: its messages, the plans, the sign-in screens' tagline, the horse
 *  page's journals and every Markdown page but the news, which are dated (what a post said on its day stays). */
function currentTexts(locale: Locale): string[] {
  const file = (name: string) =>
    JSON.parse(readFileSync(path.join('messages', locale, `${name}.json`), 'utf8'));
  const markdown = ['blog', 'tutorials', 'legal'].flatMap((collection) =>
    readdirSync(path.join('content', collection)).map((slug) =>
      readFileSync(path.join('content', collection, slug, `${locale}.md`), 'utf8'),
    ),
  );
  const home = file('home');
  return [
    ...values(file('site')),
    ...values(file('plans')),
    file('auth').tagline,
    values(file('animals').journals),
    home.metaTitle,
    home.pitch,
    ...markdown,
  ].flat();
}

/** Sentences and clauses: a claim is made in one. */
const clauses = (text: string) =>
  text
    .split(/(?<=[.!?;:])\s+|\n+|\s+[–—]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The texts that sell: taglines, leads, plan summaries and the answers about plans (message paths; * any key). */
const SELLING: Record<string, string[]> = {
  site: [
    'footer.tagline',
    'cta',
    'prices.metaDescription',
    'prices.lead',
    'home.metaTitle',
    'home.metaDescription',
    'home.hero',
    'home.highlights.intro',
    'home.pricing.intro',
    'features.metaDescription',
    'features.hero',
    'features.compare.text',
    'bookDemo.covers',
    'aboutUs.mission',
    'faq.questions.*.a',
  ],
  plans: ['base.summary', 'pro.summary'],
  auth: ['tagline'],
  home: ['metaTitle', 'pitch'],
  animals: ['journals.emptyText'],
};

/** The values at a dotted path, where `*` stands for every key. */
function at(tree: unknown, dotted: string): unknown[] {
  return dotted.split('.').reduce<unknown[]>(
    (nodes, key) =>
      nodes.flatMap((node) => {
        if (typeof node !== 'object' || node === null) return [];
        const record = node as Record<string, unknown>;
        return key === '*' ? Object.values(record) : key in record ? [record[key]] : [];
      }),
    [tree],
  );
}

/** The text of rendered markup, its entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('what is live is never "on its way"; what is not yet is always marked coming', () => {
  it.each(LOCALES)('%s: no sentence says a capability the app has is still to come', (locale) => {
    const offenders = currentTexts(locale)
      .flatMap(clauses)
      .filter((clause) => COMING[locale].test(clause) && LIVE[locale].test(clause));
    expect(offenders).toEqual([]);
  });

  it.each(LOCALES)('%s: every selling text that names what the app lacks says it is coming', (locale) => {
    const offenders = Object.entries(SELLING).flatMap(([name, paths]) => {
      const messages = JSON.parse(readFileSync(path.join('messages', locale, `${name}.json`), 'utf8'));
      return paths
        .flatMap((dotted) => at(messages, dotted).flatMap(values))
        .filter((text) => NOT_YET[locale].test(text) && !COMING[locale].test(text));
    });
    expect(offenders).toEqual([]);
  });

  it('a plan feature is live exactly when the capability it names is in the app', () => {
    const today = new Set<string>(CAPABILITIES_TODAY.map((c) => c.key));
    const coming = new Set<string>(CAPABILITIES_COMING.map((c) => c.key));
    for (const feature of allFeatures(PLANS.find((p) => p.id === 'pro')!)) {
      const capability = PLAN_FEATURE_CAPABILITY[feature];
      if (capability === null) continue;
      expect(today.has(capability) || coming.has(capability), `${feature}: ${capability}`).toBe(true);
      expect(isLiveFeature(feature), feature).toBe(today.has(capability));
    }
  });

  it.each(LOCALES)(
    '%s: the prices page marks each feature the app lacks "Coming", and sells no plan as most chosen',
    (locale) => {
      const messages = { ...MESSAGES[locale], site: SITE_MESSAGES[locale] };
      const coming = messages.plans.coming;
      for (const plan of PLANS) {
        const html = renderToStaticMarkup(
          createElement(NextIntlClientProvider, {
            locale,
            messages,
            timeZone: 'Europe/Stockholm',
            children: createElement(PlanCard, { plan }),
          }),
        );
        const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]!));
        for (const feature of plan.includes ? plan.features : allFeatures(plan)) {
          const label = messages.plans.features[feature];
          const item = items.find((text) => text.includes(label));
          expect(item, `${plan.id}: ${feature}`).toBeDefined();
          expect(item!.includes(coming), `${plan.id}: ${label}`).toBe(!isLiveFeature(feature));
        }
        if (!BILLING_OPEN) expect(html).not.toContain(messages.plans.popular);
      }
    },
  );
});
