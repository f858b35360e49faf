// Serves the spec's unprefixed paths (/prices, /dashboard, …) from the [locale] root segment in the stored language
// (the cookie mirrors local storage), so every page can be prerendered per language and still comes out in the
// chosen one on the first paint. Paths that start with a language (/sv/prices) are served as they are.
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from '@/lib/i18n/locales';

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isLocale(pathname.split('/')[1])) return NextResponse.next();

  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  const url = request.nextUrl.clone();
  url.pathname = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
  const response = NextResponse.rewrite(url);
  // The same URL answers in two languages: shared caches must key on the cookie.
  response.headers.set('Vary', 'Cookie');
  return response;
}

export const config = {
  // Pages only: not the API, Next's own files, or files with an extension (sitemap.xml, images, …).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
