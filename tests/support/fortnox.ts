// Connecting a test account to the fake Fortnox the way a browser does: POST accounting/fortnox/connect (the consent
// address and the state cookie), Fortnox's consent page (which redirects back with a code), then the callback with
// the cookie. Answers where the callback sent the browser.
import { call } from './api-client';
import type { FakeFortnox } from './fake-fortnox';

/** The state cookie the connect answer set, as a Cookie header. */
export function stateCookie(headers: Headers): string {
  const cookie = headers.get('set-cookie') ?? '';
  const pair = /hovbook_fortnox_state=([^;]+)/.exec(cookie)?.[1];
  if (!pair) throw new Error(`no state cookie in ${cookie}`);
  return `hovbook_fortnox_state=${pair}`;
}

/** Follows the consent page to the callback address it redirects to (the fake approves or denies at once). */
export async function consent(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent answered ${res.status}`);
  return new URL(location);
}

export async function callback(back: URL, cookie: string | undefined) {
  return call('GET', `accounting/fortnox/callback${back.search}`, {
    headers: cookie ? { cookie } : {},
  });
}

/** Where the callback's page sends the browser (its meta refresh; the same address is in x-hovbook-redirect). */
export function destination(res: { status: number; body: unknown; headers: Headers }): string | null {
  const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(String(res.body))?.[1] ?? null;
  if (res.status !== 200 || refresh !== res.headers.get('x-hovbook-redirect')) return null;
  return refresh;
}

/** Connects the account; answers where the callback sent the browser (expect /profile?accounting=connected#…). */
export async function connectFortnox(owner: { token: string }, _fake?: FakeFortnox): Promise<string | null> {
  const started = await call('POST', 'accounting/fortnox/connect', { token: owner.token });
  if (started.status !== 200) throw new Error(`connect: ${JSON.stringify(started.body)}`);
  const back = await consent(started.body.data.url);
  const done = await callback(back, stateCookie(started.headers));
  return destination(done);
}
