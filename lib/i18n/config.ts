// The languages (./locales) plus their message files. The public site's texts live apart (messages/site) under the
// `site` namespace, so the signed-in screens don't carry them to the browser.
import en from '@/messages/en.json';
import siteEn from '@/messages/site/en.json';
import siteSv from '@/messages/site/sv.json';
import sv from '@/messages/sv.json';
import type { Locale } from './locales';

export * from './locales';

export type Messages = typeof en;
export const MESSAGES: Record<Locale, Messages> = { en, sv };

export type SiteMessages = typeof siteEn;
export const SITE_MESSAGES: Record<Locale, SiteMessages> = { en: siteEn, sv: siteSv };
