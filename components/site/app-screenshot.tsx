import Image from 'next/image';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_SCREEN_SIZE, type SiteScreen } from '@/lib/site/screens';

/**
 * A real screen of the app on a phone (public/screens/<locale>/<name>.webp, taken by `npm run screenshots` from the
 * fictional demo account). next/image serves it resized for the width it is shown at, so a phone loads a small file.
 * Never `priority`: on a phone it sits below the fold and is not the page's largest paint. A hero's screen is `eager`
 * (fetched at the browser's normal low image priority, not preloaded), because on a wide screen it is in view at once
 * and a lazy image there would start late.
 */
export function AppScreenshot({
  locale,
  name,
  alt,
  className,
  eager = false,
}: {
  locale: Locale;
  name: SiteScreen;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <Image
      src={`/screens/${locale}/${name}.webp`}
      width={SITE_SCREEN_SIZE.width}
      height={SITE_SCREEN_SIZE.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      sizes="(min-width: 1024px) 300px, 240px"
      className={cn(
        'h-auto w-60 rounded-[1.75rem] border-[6px] border-stone-900 bg-white shadow-xl lg:w-[300px]',
        className,
      )}
    />
  );
}
