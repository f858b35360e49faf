import 'server-only';
// The site's Markdown: news, blog posts, tutorials and the legal pages, one file per language
// (content/<collection>/<slug>/<locale>.md). Read at build time; the pages that use it are static.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

export type Collection = 'news' | 'blog' | 'tutorials' | 'legal';

export type Article = {
  collection: Collection;
  /** The article's id: its folder under content/<collection>, the English address and the OpenGraph image's key. */
  slug: string;
  locale: Locale;
  /** The last segment of its address in this language: `slug` in the front matter (Swedish words under /sv), or the
   *  id. */
  urlSlug: string;
  title: string;
  description: string;
  /** Publication date (news, blog), YYYY-MM-DD. */
  date?: string;
  /** Last change (legal pages), YYYY-MM-DD. */
  updated?: string;
  author?: string;
  /** Position in the list (tutorials). */
  order?: number;
  html: string;
  readingMinutes: number;
};

const CONTENT_DIR = path.join(process.cwd(), 'content');
/** Adult reading speed for instructional text; rounds up, never under a minute. */
const WORDS_PER_MINUTE = 200;

/** Sizes of the tutorial screenshots, written by scripts/tutorial-screenshots.ts, so images reserve their space. */
const SCREENSHOT_SIZES = path.join(process.cwd(), 'public', 'tutorials', 'sizes.json');
let sizes: Record<string, { width: number; height: number }> | undefined;
function imageSize(src: string) {
  sizes ??= existsSync(SCREENSHOT_SIZES) ? JSON.parse(readFileSync(SCREENSHOT_SIZES, 'utf8')) : {};
  return sizes?.[src];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    image({ href, text }) {
      const size = imageSize(href);
      const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
      return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(text)}"${dimensions} loading="lazy" decoding="async">`;
    },
  },
});

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function text(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

const URL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function urlSlugOf(value: unknown, id: string, file: string): string {
  const slug = text(value);
  if (slug === undefined) return id;
  if (!URL_SLUG.test(slug)) throw new Error(`${file}: slug must be lower-case words joined by hyphens`);
  return slug;
}

function load(collection: Collection, slug: string, locale: Locale): Article | null {
  const file = path.join(CONTENT_DIR, collection, slug, `${locale}.md`);
  if (!existsSync(file)) return null;
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const title = text(data.title);
  if (!title) throw new Error(`${file}: front matter needs a title`);
  return {
    collection,
    slug,
    locale,
    urlSlug: urlSlugOf(data.slug, slug, file),
    title,
    description: text(data.description) ?? '',
    date: text(data.date),
    updated: text(data.updated),
    author: text(data.author),
    order: typeof data.order === 'number' ? data.order : undefined,
    html: markdown.parse(content, { async: false }),
    readingMinutes: readingMinutes(content),
  };
}

export function slugs(collection: Collection): string[] {
  const dir = path.join(CONTENT_DIR, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function getArticle(collection: Collection, slug: string, locale: Locale): Article | null {
  if (!slugs(collection).includes(slug)) return null;
  return load(collection, slug, locale);
}

/** Newest first (news, blog); tutorials in their set order. */
export function listArticles(collection: Collection, locale: Locale): Article[] {
  const articles = slugs(collection)
    .map((slug) => load(collection, slug, locale))
    .filter((a): a is Article => a !== null);
  return articles.sort((a, b) =>
    collection === 'tutorials'
      ? (a.order ?? 99) - (b.order ?? 99)
      : (b.date ?? '').localeCompare(a.date ?? ''),
  );
}

/** The address segment of an article in every language that has it. */
export function articleUrlSlugs(collection: Collection, slug: string): Partial<Record<Locale, string>> {
  const found: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const article = getArticle(collection, slug, locale);
    if (article) found[locale] = article.urlSlug;
  }
  return found;
}

/** An article's path under `basePath` in every language; a language without its own slug uses the id. */
export function articlePaths(collection: Collection, slug: string, basePath: string): Record<Locale, string> {
  const own = articleUrlSlugs(collection, slug);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, `${basePath}/${own[locale] ?? slug}`]),
  ) as Record<Locale, string>;
}

/** Every address segment that names an article of the collection: ids and every language's slug (a page answers
 *  them all, showing its own language's and redirecting the others to it, so no old address breaks). */
export function knownUrlSlugs(collection: Collection): string[] {
  const all = slugs(collection).flatMap((slug) => [
    slug,
    ...Object.values(articleUrlSlugs(collection, slug)),
  ]);
  return [...new Set(all)];
}

/** The article that `urlSlug` names, shown in `locale`, or null: by this language's slug, else by its id or
 *  another language's slug (the caller redirects those to `article.urlSlug`). */
export function findArticle(collection: Collection, urlSlug: string, locale: Locale): Article | null {
  for (const slug of slugs(collection)) {
    const article = load(collection, slug, locale);
    if (article?.urlSlug === urlSlug) return article;
  }
  for (const slug of slugs(collection)) {
    if (slug === urlSlug || Object.values(articleUrlSlugs(collection, slug)).includes(urlSlug)) {
      return load(collection, slug, locale);
    }
  }
  return null;
}
