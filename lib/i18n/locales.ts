// Languages of the product. English is the default; the choice is stored in local storage (spec 3) and mirrored
// in a cookie so that unprefixed paths come out in it on the first paint (see proxy.ts). Kept free of the message
// files so that the proxy and light client code can import it.
export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Local-storage key of the chosen language (spec 3: "a language code"). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Cookie read by the server renderer. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks our locale from an Accept-Language header ("sv-SE,sv;q=0.9,en;q=0.8" → sv); English otherwise. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((r) => r.lang && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.lang).find(isLocale) ?? DEFAULT_LOCALE;
}
