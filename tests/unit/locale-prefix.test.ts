// A page opened under a language keeps it (issue 22, 6.8): the app links to unprefixed paths, and the proxy answers
// a client-side navigation from a page under /sv to one with the same path under /sv — never the stored language. A
// full page load (an address typed, the language switch) is served in the stored language as before.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

const ORIGIN = 'http://localhost:3000';
/** How Next's router fetches a page: by fetch(), which browsers mark Sec-Fetch-Dest: empty (Next strips its RSC header
 *  before the proxy sees the request). */
const ROUTER_FETCH = { 'sec-fetch-dest': 'empty' };

function navigate(path: string, headers: Record<string, string>) {
  return proxy(
    new NextRequest(`${ORIGIN}${path}`, {
      headers: { host: 'localhost:3000', cookie: 'NEXT_LOCALE=en', ...headers },
    }),
  );
}

describe('a page opened under /sv', () => {
  it('sends the router to the same path under /sv, query kept', () => {
    const res = navigate('/customer-details/42?tab=horses', {
      ...ROUTER_FETCH,
      referer: `${ORIGIN}/sv/customer-edit/42`,
    });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/sv/customer-details/42?tab=horses`);
    expect(navigate('/', { ...ROUTER_FETCH, referer: `${ORIGIN}/sv/prices` }).headers.get('location')).toBe(
      `${ORIGIN}/sv`,
    );
  });

  it('leaves full page loads, other languages’ pages and other sites’ links to the stored language', () => {
    const rewritten = (res: Response) => res.headers.get('x-middleware-rewrite');
    // The language switch loads the unprefixed page in full: it is served in the stored language.
    const full = navigate('/dashboard', { 'sec-fetch-dest': 'document', referer: `${ORIGIN}/sv/dashboard` });
    expect(full.status).toBe(200);
    expect(rewritten(full)).toBe(`${ORIGIN}/en/dashboard`);
    const fromEnglish = navigate('/dashboard', { ...ROUTER_FETCH, referer: `${ORIGIN}/customer-management` });
    expect(rewritten(fromEnglish)).toBe(`${ORIGIN}/en/dashboard`);
    const elsewhere = navigate('/dashboard', { ...ROUTER_FETCH, referer: 'https://example.com/sv/x' });
    expect(rewritten(elsewhere)).toBe(`${ORIGIN}/en/dashboard`);
    const prefixed = navigate('/sv/dashboard', { ...ROUTER_FETCH, referer: `${ORIGIN}/dashboard` });
    expect(prefixed.status).toBe(200);
    expect(rewritten(prefixed)).toBeNull();
  });
});
