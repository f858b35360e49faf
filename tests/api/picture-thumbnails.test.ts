// files/{id}?size=thumb: the lists' thumbnail of a stored picture — small, WebP, and the owner's only.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { call, newIp } from '../support/api-client';
import { animalBody, createCustomer, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;
let pictureUrl: string;
let ownerId: string;

/** The bytes of a file answer (the shared client reads answers as text). */
async function download(path: string, token: string) {
  const res = await apiApp().request(
    path,
    { headers: { authorization: `Bearer ${token}` } },
    { remoteAddress: newIp() },
  );
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
  const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5b3a1e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  ownerId = (await createCustomer(me)).id;
  form.set('data', JSON.stringify(animalBody({ name: 'Tumnagel', customerId: ownerId })));
  form.set('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'hast.png');
  const res = await call('POST', 'animals/create', { token: me.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  pictureUrl = res.body.data.pictureUrl;
});

describe('files/{id}?size=thumb', () => {
  it('answers a WebP at most 160 px on its longer side; without ?size the stored picture', async () => {
    const thumb = await download(`${pictureUrl}?size=thumb`, me.token);
    expect(thumb.status).toBe(200);
    expect(thumb.type).toBe('image/webp');
    const meta = await sharp(thumb.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 120]);
    const full = await download(pictureUrl, me.token);
    expect((await sharp(full.bytes).metadata()).width).toBe(1600);
    expect(full.bytes.length).toBeGreaterThan(thumb.bytes.length);
  });

  it('refuses an unknown size and is 404 for another account', async () => {
    expect(
      (await call('GET', `${pictureUrl.replace('/api/v1/', '')}?size=huge`, { token: me.token })).status,
    ).toBe(422);
    expect((await download(`${pictureUrl}?size=thumb`, other.token)).status).toBe(404);
  });

  it("is named in the owner's horse list too (customers/details)", async () => {
    const customer = await call('GET', `customers/details/${ownerId}`, { token: me.token });
    expect(customer.status).toBe(200);
    expect(customer.body.data.animals).toEqual([expect.objectContaining({ name: 'Tumnagel', pictureUrl })]);
  });
});
