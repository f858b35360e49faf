import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/brand-logo';
import { SiteLink } from './site-link';

const COLUMNS = [
  {
    key: 'product',
    links: [
      { href: '/features', label: 'nav.features' },
      { href: '/prices', label: 'nav.prices' },
      { href: '/tutorials', label: 'footer.tutorials' },
      { href: '/book-demo', label: 'footer.bookDemo' },
      { href: '/faq', label: 'nav.faq' },
    ],
  },
  {
    key: 'company',
    links: [
      { href: '/about-us', label: 'footer.aboutUs' },
      { href: '/our-history', label: 'footer.ourHistory' },
      { href: '/testimonials', label: 'footer.testimonials' },
      { href: '/contact-us', label: 'nav.contact' },
    ],
  },
  {
    key: 'resources',
    links: [
      { href: '/nyheter', label: 'nav.news' },
      { href: '/blog', label: 'nav.blog' },
    ],
  },
  {
    key: 'legal',
    links: [
      { href: '/privacy-policy', label: 'footer.privacy' },
      { href: '/terms-conditions', label: 'footer.terms' },
    ],
  },
] as const;

export function SiteFooter() {
  const t = useTranslations('site');
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="space-y-3">
          <BrandLogo />
          <p className="max-w-xs text-sm text-stone-600">{t('footer.tagline')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.key} aria-label={t(`footer.${column.key}`)}>
            <h2 className="text-sm font-semibold text-stone-900">{t(`footer.${column.key}`)}</h2>
            <ul className="mt-2 grid gap-1">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    className="inline-flex min-h-11 items-center text-sm text-stone-600 hover:text-brand-800 hover:underline"
                  >
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-100">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-4 py-4 text-xs text-stone-600 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.org')}</p>
        </div>
      </div>
    </footer>
  );
}
