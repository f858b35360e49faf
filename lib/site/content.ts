import 'server-only';
// The site's Markdown: news, blog posts, tutorials and the legal pages, one file per language
// (content/<collection>/<slug>/<locale>.md). Read at build time; the pages that use it are static.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import type { Locale } from '@/lib/i18n/locales';

export type Collection = 'news' | 'blog' | 'tutorials' | 'legal';

export type Article = {
  collection: Collection;
  slug: string;
  locale: Locale;
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
