import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { MobileMenu } from './mobile-menu';
import { SiteLink } from './site-link';

export const HEADER_LINKS = [
  { key: 'features', href: '/features' },
  { key: 'prices', href: '/prices' },
  { key: 'faq', href: '/faq' },
  { key: 'blog', href: '/blog' },
  { key: 'contact', href: '/contact-us' },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900';

export function SiteHeader() {
  const t = useTranslations('site.nav');
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <SiteLink
          href="/"
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg"
          aria-label={t('home')}
        >
          <BrandLogo />
        </SiteLink>
        <nav aria-label={t('label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.key}>
                <SiteLink href={link.href} className={linkClass}>
                  {t(link.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone the header keeps the logo, "Log in" on one line, the language and the menu (375 px wide). */}
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <SiteLink
            href="/login"
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 sm:px-3"
          >
            {t('login')}
          </SiteLink>
          <SiteLink
            href="/company-signup"
            className="hidden min-h-11 items-center whitespace-nowrap rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:inline-flex"
          >
            {t('trial')}
          </SiteLink>
          <LanguageSwitch />
          <MobileMenu labels={{ nav: t('label'), open: t('menu'), close: t('closeMenu') }}>
            <ul className="grid gap-1 p-2">
              {HEADER_LINKS.map((link) => (
                <li key={link.key}>
                  <SiteLink href={link.href} className={`${linkClass} w-full`}>
                    {t(link.key)}
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink
                  href="/company-signup"
                  className="mt-1 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
                >
                  {t('trial')}
                </SiteLink>
              </li>
            </ul>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
