import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type SiteNamespace = 'contact' | 'bookDemo';

/**
 * Gives a public form (a client component) only the site namespaces it reads, so a form page ships a few
 * kilobytes of texts instead of the whole catalogue. The form kit always needs `contact` (errors, failure text).
 */
export async function SiteFormMessages({
  namespaces,
  children,
}: {
  namespaces: SiteNamespace[];
  children: ReactNode;
}) {
  const { site } = (await getMessages()) as { site: Record<SiteNamespace, unknown> };
  const picked = Object.fromEntries(
    [...new Set<SiteNamespace>(['contact', ...namespaces])].map((name) => [name, site[name]]),
  );
  return <NextIntlClientProvider messages={{ site: picked }}>{children}</NextIntlClientProvider>;
}
