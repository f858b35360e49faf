// The fuzz's calendar feed (icalendar/*): the caller's own feed file.
import { call } from '../../support/api-client';
import { defineFuzz } from '../support/feature';
import type { Tenant } from '../support/tenants';

/** The caller's calendar feed file, `<token>.ics`, as icalendar/token hands it out (made on first use). */
async function feedFile(t: Tenant): Promise<Record<string, string>> {
  const res = await call('GET', 'icalendar/token', { token: t.token });
  const file = /\/icalendar\/feed\/([^/]+)$/.exec(String(res.body?.data?.url))?.[1];
  if (!file) throw new Error(`no feed URL: ${JSON.stringify(res.body)}`);
  return { file };
}

export default defineFuzz({
  entries: { 'GET /icalendar/feed/{file}': { params: feedFile } },
});
