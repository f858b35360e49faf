// The public site's pages (spec 2): their paths and the `site.<key>` message namespace that holds their texts.
// The sitemap, the OpenGraph images and the tests all read this list.

export const SITE_PAGES = [
  { key: 'home', path: '/' },
  { key: 'features', path: '/features' },
  { key: 'prices', path: '/prices' },
  { key: 'faq', path: '/faq' },
  { key: 'aboutUs', path: '/about-us' },
  { key: 'ourHistory', path: '/our-history' },
  { key: 'testimonials', path: '/testimonials' },
  { key: 'contact', path: '/contact-us' },
  { key: 'bookDemo', path: '/book-demo' },
  { key: 'news', path: '/nyheter' },
  { key: 'blog', path: '/blog' },
  { key: 'tutorials', path: '/tutorials' },
  { key: 'privacyPolicy', path: '/privacy-policy' },
  { key: 'termsConditions', path: '/terms-conditions' },
] as const;

export type SitePageKey = (typeof SITE_PAGES)[number]['key'];

/** Collections with a list page and one page per article, and where they live. */
export const ARTICLE_BASE = { news: '/nyheter', blog: '/blog', tutorials: '/tutorials' } as const;
export type ArticleCollection = keyof typeof ARTICLE_BASE;

/** The legal pages are Markdown (content/legal/<slug>) shown at these paths. */
export const LEGAL_SLUG = { privacyPolicy: 'privacy-policy', termsConditions: 'terms-conditions' } as const;

export function pagePath(key: SitePageKey): string {
  return SITE_PAGES.find((page) => page.key === key)!.path;
}
