// The languages (./locales) plus their messages (messages/index.ts). The public site's texts live apart under the
// `site` namespace, so the signed-in screens don't carry them to the browser.
import { en, site, sv } from '@/messages';
import type { Locale } from './locales';

export * from './locales';

export type Messages = typeof en;
export const MESSAGES: Record<Locale, Messages> = { en, sv };

export type SiteMessages = typeof site.en;
export const SITE_MESSAGES: Record<Locale, SiteMessages> = site;
