import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/site/urls';

/** A link inside the site that stays in the page's language (/prices in English, /sv/prices in Swedish). */
export function SiteLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const locale = useLocale();
  return <Link href={isLocale(locale) ? localePath(locale, href) : href} {...props} />;
}
