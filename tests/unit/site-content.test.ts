// The public site's Markdown: every article exists in both languages with what its page and JSON-LD need, reading
// time is counted from the words, and every screenshot a tutorial shows is in public/ with its size recorded.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import {
  articlePaths,
  findArticle,
  getArticle,
  knownUrlSlugs,
  listArticles,
  readingMinutes,
  slugs,
  type Collection,
} from '@/lib/site/content';
import { alternatesFor, localePath } from '@/lib/site/urls';

const COLLECTIONS: Collection[] = ['news', 'blog', 'tutorials', 'legal'];

describe('site content', () => {
  it.each(COLLECTIONS)(
    '%s: every article has both languages with a title and a description',
    (collection) => {
      expect(slugs(collection).length).toBeGreaterThanOrEqual(2);
      for (const slug of slugs(collection)) {
        for (const locale of LOCALES) {
          const article = getArticle(collection, slug, locale);
          expect(article, `${collection}/${slug}/${locale}.md`).not.toBeNull();
          expect(article!.title.length).toBeGreaterThan(5);
          expect(article!.description.length, `${collection}/${slug}/${locale}`).toBeGreaterThan(20);
          expect(article!.html).toContain('<p>');
        }
      }
    },
  );

  it.each(['news', 'blog'] as const)(
    '%s: dated posts, newest first, the same dates in both languages',
    (c) => {
      for (const locale of LOCALES) {
        const dates = listArticles(c, locale).map((a) => a.date!);
        expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
        expect([...dates].sort().reverse()).toEqual(dates);
      }
      expect(listArticles(c, 'sv').map((a) => a.date)).toEqual(listArticles(c, 'en').map((a) => a.date));
    },
  );

  it('tutorials show screenshots that exist, with their sizes so the page does not jump', () => {
    const sizes = JSON.parse(readFileSync('public/tutorials/sizes.json', 'utf8')) as Record<string, unknown>;
    let images = 0;
    for (const locale of LOCALES) {
      for (const article of listArticles('tutorials', locale)) {
        for (const [, src] of article.html.matchAll(/<img src="([^"]+)"/g)) {
          images++;
          expect(src, article.slug).toMatch(new RegExp(`^/tutorials/${locale}/`));
          expect(existsSync(path.join('public', src!)), src).toBe(true);
          expect(sizes[src!], src).toBeDefined();
        }
        expect(article.html).toMatch(/<img [^>]*width="\d+" height="\d+"/);
      }
    }
    expect(images).toBeGreaterThanOrEqual(8);
  });

  it('reading time: words at 200 a minute, rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('ord '.repeat(200))).toBe(1);
    expect(readingMinutes('ord '.repeat(201))).toBe(2);
    // Markdown punctuation is not a word.
    expect(readingMinutes(`# Rubrik\n\n- ${'hov '.repeat(399)}\n\n---\n`)).toBe(2);
  });
});

describe('site URLs', () => {
  it('English at the spec paths, Swedish under /sv, with alternates both ways and x-default English', () => {
    expect(localePath('en', '/prices')).toBe('/prices');
    expect(localePath('sv', '/prices')).toBe('/sv/prices');
    expect(localePath('sv', '/')).toBe('/sv');
    expect(alternatesFor('sv', '/faq')).toEqual({
      canonical: '/sv/faq',
      languages: { en: '/faq', sv: '/sv/faq', 'x-default': '/faq' },
    });
  });
});

describe('Swedish addresses of the posts', () => {
  it.each(['blog', 'tutorials', 'news'] as const)(
    '%s: every Swedish article has a Swedish slug of its own, no two articles share one',
    (collection) => {
      const seen = new Map<string, string>();
      for (const slug of slugs(collection)) {
        const sv = getArticle(collection, slug, 'sv')!;
        expect(sv.urlSlug, `${collection}/${slug}`).not.toBe(getArticle(collection, slug, 'en')!.urlSlug);
        expect(sv.urlSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const urlSlug of [slug, sv.urlSlug, getArticle(collection, slug, 'en')!.urlSlug]) {
          expect(seen.get(urlSlug) ?? slug, urlSlug).toBe(slug);
          seen.set(urlSlug, slug);
        }
      }
    },
  );

  it("finds a post by its own slug, and by the other language's or its id (the page then redirects)", () => {
    const own = findArticle('blog', 'planera-skoningsintervall', 'sv')!;
    expect(own.slug).toBe('planning-shoeing-intervals');
    expect(own.urlSlug).toBe('planera-skoningsintervall');
    // The old English address under /sv, and the Swedish slug under English (the language switch keeps the path).
    expect(findArticle('blog', 'planning-shoeing-intervals', 'sv')!.urlSlug).toBe(
      'planera-skoningsintervall',
    );
    expect(findArticle('blog', 'planera-skoningsintervall', 'en')!.urlSlug).toBe(
      'planning-shoeing-intervals',
    );
    expect(findArticle('blog', 'no-such-post', 'sv')).toBeNull();
    expect(knownUrlSlugs('tutorials')).toEqual(
      expect.arrayContaining(['get-started', 'kom-igang-med-hovbook']),
    );
  });

  it('a renamed post keeps its old address: the id answers and leads to the new slug', () => {
    expect(findArticle('news', 'fortnox-integration-live', 'en')!.urlSlug).toBe(
      'invoicing-with-fortnox-what-we-are-building',
    );
  });

  it("hreflang alternates name each language's own address", () => {
    const paths = articlePaths('tutorials', 'get-started', '/tutorials');
    expect(paths).toEqual({ en: '/tutorials/get-started', sv: '/tutorials/kom-igang-med-hovbook' });
    expect(alternatesFor('sv', paths)).toEqual({
      canonical: '/sv/tutorials/kom-igang-med-hovbook',
      languages: {
        en: '/tutorials/get-started',
        sv: '/sv/tutorials/kom-igang-med-hovbook',
        'x-default': '/tutorials/get-started',
      },
    });
  });
});
