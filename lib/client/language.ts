// The chosen language: local storage (sent as Accept-Language, spec 7) mirrored in the cookie the server renders with.
import {
  DEFAULT_LOCALE,
  LANGUAGE_STORAGE_KEY,
  LOCALE_COOKIE,
  isLocale,
  type Locale,
} from '@/lib/i18n/locales';
import { readStorage, writeStorage } from './storage';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The stored language code, or English when none (or an unknown one) is stored. */
export function getStoredLanguage(): Locale {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function hasStoredLanguage(): boolean {
  return isLocale(readStorage(LANGUAGE_STORAGE_KEY));
}

/** Stores the language and sets the cookie; the caller refreshes the page so server components follow. */
export function storeLanguage(locale: Locale): void {
  writeStorage(LANGUAGE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** True when the language cookie holds `locale`: false where the browser refuses cookies. */
export function languageCookieHolds(locale: Locale): boolean {
  return document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`);
}

/** The language the page is rendered in (the <html lang>), for texts shown outside React. */
export function getDisplayedLanguage(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : getStoredLanguage();
}
