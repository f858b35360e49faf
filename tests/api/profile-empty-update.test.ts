// PUT ferriers/update/{id} with nothing to change — `{}`, no body at all, or a form with no fields — answers 200 with
// the profile as it was (updatedAt included); a body of only unknown fields is a 422 naming them. Never a 500.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { callStreamed } from '../support/streamed-request';

async function profile(f: { token: string; ferrierId: string }) {
  const res = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('an empty profile update', () => {
  it('{} changes nothing and returns the profile', async () => {
    const f = await createFerrier();
    const before = await profile(f);
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(before);
    expect(await profile(f)).toEqual(before);
  });

  it('no body at all (an empty stream without Content-Type, or none) changes nothing', async () => {
    const f = await createFerrier();
    const before = await profile(f);
    const streamed = await callStreamed('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token });
    expect(streamed.status, JSON.stringify(streamed.body)).toBe(200);
    expect(streamed.body.data).toEqual(before);
    const none = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(await profile(f)).toEqual(before);
  });

  it('a multipart form without fields or files changes nothing', async () => {
    const f = await createFerrier();
    const before = await profile(f);
    const form = new FormData();
    form.set('data', '{}');
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await profile(f)).toEqual(before);
  });

  it('only unknown fields: 422 naming each, nothing changed', async () => {
    const f = await createFerrier();
    const before = await profile(f);
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      body: { nickname: 'Hovis', postnumber: '75320' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      nickname: 'Unknown field.',
      postnumber: 'Unknown field. Did you mean postNumber?',
    });
    expect(await profile(f)).toEqual(before);
  });

  it('a real change still changes the profile', async () => {
    const f = await createFerrier();
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      body: { title: 'Smed' },
    });
    expect(res.status).toBe(200);
    expect((await profile(f)).title).toBe('Smed');
  });
});
