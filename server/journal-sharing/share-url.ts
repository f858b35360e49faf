// A share code's link: the public page /{locale}/shared/{code} on the app's address, in the language of the farrier
// who made it (the page has a language switch of its own), and the sealed copy that lets the journal's page show it
// again. The code itself is kept only as its SHA-256 (server/url-token.ts).
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { env } from '@/server/env';
import { secretSealer } from '@/server/sealed-secret';

export const shareCodeSealer = secretSealer('hovbook journal share code v1');

export function sharedPageUrl(locale: Locale, code: string): string {
  return `${env().APP_URL.replace(/\/+$/, '')}/${locale}/shared/${code}`;
}
