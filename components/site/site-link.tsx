import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/site/urls';
import { IntentLink } from './intent-link';

/** A link inside the site that stays in the page's language (/prices in English, /sv/prices in Swedish), prefetched
 *  on intent only (see IntentLink). */
export function SiteLink({ href, ...props }: ComponentProps<typeof IntentLink> & { href: string }) {
  const locale = useLocale();
  return <IntentLink href={isLocale(locale) ? localePath(locale, href) : href} {...props} />;
}
