// OpenGraph images of the public site (1200×630), one per page and language, generated at build time.
import { ImageResponse } from 'next/og';
import { SITE_MESSAGES } from '@/lib/i18n/config';
import { isLocale } from '@/lib/i18n/locales';
import { ogParams, ogTitle } from '@/lib/site/og-titles';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = ogParams;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; image: string }> },
) {
  const { locale, image } = await params;
  const title = isLocale(locale) && image.endsWith('.png') ? ogTitle(locale, image.slice(0, -4)) : null;
  if (!isLocale(locale) || !title) return new Response('Not found', { status: 404 });
  const tagline = SITE_MESSAGES[locale].footer.tagline;

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #15392c 0%, #1d5540 60%, #28694d 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#eff7f2" />
          <path
            d="M9.5 25.5v-9.5a6.5 6.5 0 0 1 13 0v9.5"
            fill="none"
            stroke="#1d5540"
            strokeWidth="4.2"
            strokeLinecap="round"
          />
        </svg>
        Hovbook
      </div>
      <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#d8ece0', maxWidth: 1000 }}>{tagline}</div>
    </div>,
    { width: 1200, height: 630 },
  );
}
