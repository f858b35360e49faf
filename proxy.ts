// Every request but the API's (/api/v1 sets its own headers in Hono) passes here:
// - a path with a trailing slash is redirected to the one without (Next's own redirect is off so that the API can
//   answer the spec's `animals/manage-link/` itself);
// - pages get a Content-Security-Policy with a fresh nonce, which Next puts on its scripts while rendering;
// - the spec's unprefixed paths (/prices, /dashboard, …) are served from the [locale] root segment in the stored
//   language (the cookie mirrors local storage); paths that start with a language (/sv/prices) are served as they are;
// - a page opened under a language (/sv/customer-edit/…) keeps it: the app's links and redirects name unprefixed
//   paths, so a client-side navigation from such a page to one is redirected to the same path under that language
//   (/sv/customer-details/…) instead of switching to the stored language;
// - every response, Next's static files included, gets the common security headers.
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@/lib/i18n/locales';
import { createNonce, pageCsp, securityHeaders, servedOverHttps } from '@/lib/security-headers';

/** Pages: not Next's files, not the API or its reference, not files with an extension (sitemap.xml, images, …). */
const isPage = (pathname: string) =>
  !pathname.startsWith('/_next/') && !pathname.startsWith('/api/') && !/\.[a-zA-Z0-9]+$/.test(pathname);

function withHeaders<T extends NextResponse>(response: T, headers: Record<string, string>): T {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * The language of the page a client-side navigation comes from, when that page was opened under one (/sv/…). Next's
 * router fetches the next page with fetch() (Sec-Fetch-Dest: empty; Next keeps its own RSC header from the proxy)
 * and the page's address as Referer (same origin: the referrer policy sends it whole); a full page load — an address
 * typed, the language switch — is a document request and is left alone.
 */
function languageOfNavigation(request: NextRequest): Locale | null {
  if (request.headers.get('sec-fetch-dest') !== 'empty') return null;
  const referer = request.headers.get('referer');
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  // This site's own pages only (Next's server may name the host a proxy was reached by, or the one it listens on).
  const hosts = [request.headers.get('host'), request.headers.get('x-forwarded-host'), request.nextUrl.host];
  if (!hosts.includes(from.host)) return null;
  const first = from.pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const headers = securityHeaders(request.headers);

  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would put the slash back when it formats the address. Leading slashes collapse too, so
    // that //host/ can never become a redirect to another site.
    const url = new URL(request.url);
    url.pathname = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
    return withHeaders(NextResponse.redirect(url, 308), headers);
  }
  if (!isPage(pathname)) return withHeaders(NextResponse.next(), headers);

  const nonce = createNonce();
  const csp = pageCsp(nonce, {
    https: servedOverHttps(request.headers),
    dev: process.env.NODE_ENV === 'development',
    // Stripe's pricing table is shown on the profile only, and only when configured.
    stripe:
      pathname.endsWith('/profile') &&
      Boolean(process.env.STRIPE_PUBLISHABLE_KEY && process.env.STRIPE_PRICING_TABLE_ID),
  });
  // Next reads the nonce from the request's policy while rendering; the layouts read x-nonce for their own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-nonce', nonce);
  const pageHeaders = { ...headers, 'Content-Security-Policy': csp };

  if (isLocale(pathname.split('/')[1])) {
    return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), pageHeaders);
  }
  const kept = languageOfNavigation(request);
  if (kept) {
    const url = request.nextUrl.clone();
    url.pathname = pathname === '/' ? `/${kept}` : `/${kept}${pathname}`;
    return withHeaders(NextResponse.redirect(url, 307), headers);
  }
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  const url = request.nextUrl.clone();
  url.pathname = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
  // The same URL answers in two languages. No shared cache may keep it: pages are rendered per request (for the
  // nonce) and answer `private, no-store`. (A Vary: Cookie set here would not survive: Next sets its own Vary.)
  return withHeaders(NextResponse.rewrite(url, { request: { headers: requestHeaders } }), pageHeaders);
}

export const config = {
  matcher: ['/((?!api/v1/|api/v1$).*)'],
};
