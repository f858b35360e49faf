import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageMemory } from '@/components/site/language-memory';
import { PROMO_PRELOAD_SCRIPT, PromoBanner } from '@/components/site/promo-banner';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { SiteStartup } from '@/components/site/site-startup';
import { PROMO } from '@/lib/plans';
import { cspNonce } from '@/server/csp-nonce';

// The public site's frame. Its few interactive parts get their texts as props from here: no translation runtime
// (and no message catalogue) is sent to the browser, which keeps the pages' JavaScript small.
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('site.promo');
  const nonce = await cspNonce();

  return (
    <>
      {/* Runs before the banner is painted, so a banner hidden earlier does not flash. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PROMO_PRELOAD_SCRIPT }} />
      <LanguageMemory locale={locale} />
      <SiteStartup />
      <div className="flex min-h-dvh flex-col bg-white">
        <PromoBanner
          labels={{
            label: t('label'),
            text: t('text', { percent: PROMO.percentOff }),
            copy: t('copy'),
            copied: t('copied'),
            copyFailed: t('copyFailed'),
            dismiss: t('dismiss'),
          }}
        />
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
