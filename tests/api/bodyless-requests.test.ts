// Requests without a body pass the body guard whatever their method and headers: logout and account deletion sent
// the way real HTTP delivers them (an empty stream, no Content-Type, no Content-Length) work, and the token ends.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { ferriers } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { callStreamed } from '../support/streamed-request';

const stillSignedIn = async (f: { token: string; ferrierId: string }) =>
  (await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token })).status === 200;

describe('a body-less request', () => {
  it('POST ferriers/logout with an empty stream and no Content-Type: logged out, the token stops working', async () => {
    const f = await createFerrier();
    const res = await callStreamed('POST', 'ferriers/logout', { token: f.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ loggedOut: true });
    expect(await stillSignedIn(f)).toBe(false);
  });

  it('DELETE ferriers/delete/{id} with an empty stream and no Content-Type: the account is cancelled', async () => {
    const f = await createFerrier();
    const res = await callStreamed('DELETE', `ferriers/delete/${f.ferrierId}`, { token: f.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.cancelled).toBe(true);
    expect(await stillSignedIn(f)).toBe(false);
    const [row] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(row!.status).toBe('cancelled');
  });

  it('passes with Content-Length: 0 or an empty body of any declared type', async () => {
    const a = await createFerrier();
    const logout = await call('POST', 'ferriers/logout', {
      token: a.token,
      raw: '',
      headers: { 'content-length': '0', 'content-type': 'text/plain' },
    });
    expect(logout.status, JSON.stringify(logout.body)).toBe(200);
    expect(await stillSignedIn(a)).toBe(false);
    const b = await createFerrier();
    const res = await callStreamed('DELETE', `ferriers/delete/${b.ferrierId}`, {
      token: b.token,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stillSignedIn(b)).toBe(false);
  });

  it('still needs a session: 401 without a token, not a body error', async () => {
    expect((await callStreamed('POST', 'ferriers/logout')).status).toBe(401);
  });

  it('a streamed body that is not empty and not JSON is still refused (415), and the token stays valid', async () => {
    const f = await createFerrier();
    const res = await callStreamed('POST', 'ferriers/logout', { token: f.token, bytes: 'bye' });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_CONTENT_TYPE');
    expect(await stillSignedIn(f)).toBe(true);
  });

  it('a streamed JSON body is read as usual', async () => {
    const f = await createFerrier();
    const res = await callStreamed('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      headers: { 'content-type': 'application/json' },
      bytes: JSON.stringify({ title: 'Hovslagare' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.title).toBe('Hovslagare');
  });
});
