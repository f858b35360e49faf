// ferriers/details, update (with images), change-password, delete and the 30-day purge; other tenants → 404.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { ferriers, storedFiles, users } from '@/server/db/schema';
import { purgeCancelledAccounts } from '@/server/accounts/cancel-account';
import { call } from '../support/api-client';
import { PASSWORD, createFerrier } from '../support/factories';

async function png(width = 64, height = 48): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 4, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

describe('ferriers/details/{id}', () => {
  it('returns the caller’s profile', async () => {
    const f = await createFerrier();
    const res = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: f.ferrierId,
      firstName: 'Åsa',
      organizationName: 'Lind-Bergs Hovslageri',
      organizationNumber: '5560160680',
      phone: '+46701234567',
      status: 'active',
      logoUrl: null,
    });
  });
});

describe('another account’s id, or no such id', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', 'ferriers/details/{id}'],
    ['PUT', 'ferriers/update/{id}', { title: 'Hovslagare' }],
    ['PUT', 'ferriers/change-password/{id}', { oldPassword: PASSWORD, newPassword: 'Brand-new-pass1!' }],
    ['DELETE', 'ferriers/delete/{id}'],
  ];
  it.each(routes)('%s %s → 404 and nothing changes', async (method, path, body) => {
    const me = await createFerrier();
    const other = await createFerrier({ organizationName: 'Annan Firma AB' });
    for (const id of [other.ferrierId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(method, path.replace('{id}', id), { token: me.token, body });
      expect(res.status, `${method} ${id}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const [untouched] = await systemDb().select().from(ferriers).where(eq(ferriers.id, other.ferrierId));
    expect(untouched).toMatchObject({ status: 'active', title: null, organizationName: 'Annan Firma AB' });
    expect(
      (await call('POST', 'ferriers/login', { body: { email: other.email, password: PASSWORD } })).status,
    ).toBe(200);
  });
});

describe('ferriers/update/{id}', () => {
  it('updates profile fields from JSON, normalizing phone and postal code', async () => {
    const f = await createFerrier();
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      body: {
        firstName: 'Åsa-Maria',
        title: 'Godkänd hovslagare',
        phone: '+46 70 765 43 21',
        address: 'Stallbacken 3',
        postNumber: '741 93',
        postPlace: 'Knivsta',
        language: 'sv',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Åsa-Maria',
      title: 'Godkänd hovslagare',
      phone: '+46707654321',
      postNumber: '74193',
      postPlace: 'Knivsta',
      language: 'sv',
    });
    const [user] = await systemDb().select().from(users).where(eq(users.id, f.userId));
    expect(user).toMatchObject({ firstName: 'Åsa-Maria', name: 'Åsa-Maria Lind-Berg', language: 'sv' });
  });

  it.each([
    [{ firstName: 'R2D2' }, 'firstName'],
    [{ title: 'x'.repeat(51) }, 'title'],
    [{ organizationName: 'x'.repeat(101) }, 'organizationName'],
    [{ email: 'nope' }, 'email'],
    [{ phone: '12' }, 'phone'],
    [{ postNumber: '1234' }, 'postNumber'],
    [{ organizationNumber: '1234567890' }, 'organizationNumber'],
    [{ language: 'de' }, 'language'],
  ])('rejects %j with 422 and changes nothing', async (body, field) => {
    const f = await createFerrier();
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
    const [row] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(row).toMatchObject({ firstName: 'Åsa', title: null, phone: '+46701234567' });
  });

  it('uploads a logo and a profile picture, re-encoded, served only to the owner', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('data', JSON.stringify({ title: 'Hovslagare' }));
    form.set('logo', await png(3000, 1000), 'logo.png');
    form.set('profilePicture', await png(), 'me.png');
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.title).toBe('Hovslagare');
    const logoUrl: string = res.body.data.logoUrl;
    expect(logoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    expect(res.body.data.profilePictureUrl).toMatch(/^\/api\/v1\/files\//);

    const file = await call('GET', logoUrl.replace('/api/v1/', ''), { token: f.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const [stored] = await systemDb()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ferrierId, f.ferrierId));
    expect(stored).toBeTruthy();
    const logo = await systemDb().select().from(storedFiles).where(eq(storedFiles.purpose, 'logo'));
    const mine = logo.find((l) => l.ferrierId === f.ferrierId)!;
    expect(mine.width).toBe(2048); // bounded on the long edge
    expect(mine.height).toBe(683);

    const other = await createFerrier();
    expect((await call('GET', logoUrl.replace('/api/v1/', ''), { token: other.token })).status).toBe(404);
  });

  it('refuses a file that is not an image, and one over 10 MB, changing nothing', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('data', JSON.stringify({ title: 'Should not stick' }));
    form.set('logo', new Blob(['%PDF-1.4 not an image'], { type: 'image/png' }), 'fake.png');
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.logo).toBe('Upload a JPEG, PNG or WebP image.');

    const big = new FormData();
    big.set(
      'profilePicture',
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' }),
      'big.jpg',
    );
    const tooBig = await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      raw: big,
      locale: 'sv',
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.fields.profilePicture).toBe('Filen får inte vara större än 10 MB.');

    const [row] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(row).toMatchObject({ title: null, logoFileId: null, profilePictureFileId: null });
    expect(
      await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId)),
    ).toHaveLength(0);
  });
});

describe('ferriers/change-password/{id}', () => {
  it('changes the password when the old one is right; old sessions end and a new token comes back', async () => {
    const f = await createFerrier();
    const second = await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } });
    const newPassword = 'Ny-sko-2026!';
    const res = await call('PUT', `ferriers/change-password/${f.ferrierId}`, {
      token: f.token,
      body: { oldPassword: PASSWORD, newPassword },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ changed: true, token: expect.any(String) });
    expect(
      (await call('GET', `ferriers/details/${f.ferrierId}`, { token: res.body.data.token })).status,
    ).toBe(200);
    expect((await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token })).status).toBe(401);
    expect(
      (await call('GET', `ferriers/details/${f.ferrierId}`, { token: second.body.data.token })).status,
    ).toBe(401);
    expect(
      (await call('POST', 'ferriers/login', { body: { email: f.email, password: newPassword } })).status,
    ).toBe(200);
  });

  it.each([
    [{ oldPassword: 'Wrong-pass1!', newPassword: 'Ny-sko-2026!' }, 400, 'oldPassword'],
    [{ oldPassword: PASSWORD, newPassword: PASSWORD }, 422, 'newPassword'],
    [{ oldPassword: PASSWORD, newPassword: 'weakpass' }, 422, 'newPassword'],
    [{ oldPassword: PASSWORD, newPassword: 'Password1!' }, 422, 'newPassword'],
    [{ oldPassword: PASSWORD, newPassword: 'Qwerty123!' }, 422, 'newPassword'],
    [{ newPassword: 'Ny-sko-2026!' }, 422, 'oldPassword'],
    [{ oldPassword: PASSWORD }, 422, 'newPassword'],
  ])('rejects %j', async (body, status, field) => {
    const f = await createFerrier();
    const res = await call('PUT', `ferriers/change-password/${f.ferrierId}`, { token: f.token, body });
    expect(res.status).toBe(status);
    expect(res.body.error.fields[field]).toBeTruthy();
    if ('newPassword' in body && /^(Password1!|Qwerty123!)$/.test(body.newPassword)) {
      expect(res.body.error.fields[field]).toMatch(/^This password is too common or too easy to guess/);
    }
    expect(
      (await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } })).status,
    ).toBe(200);
  });
});

describe('ferriers/delete/{id}', () => {
  it('cancels the account: sessions end, login is refused, data is kept until the purge after 30 days', async () => {
    const f = await createFerrier();
    const res = await call('DELETE', `ferriers/delete/${f.ferrierId}`, { token: f.token });
    expect(res.status).toBe(200);
    expect(res.body.data.cancelled).toBe(true);
    expect((await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token })).status).toBe(401);
    const login = await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('ACCOUNT_CANCELLED');

    const [row] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(row!.status).toBe('cancelled');
    const day = 86_400_000;
    await purgeCancelledAccounts(new Date(Date.now() + 29 * day));
    expect(await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId))).toHaveLength(1);
    await purgeCancelledAccounts(new Date(Date.now() + 31 * day));
    expect(await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId))).toHaveLength(0);
    expect(await systemDb().select().from(users).where(eq(users.email, f.email))).toHaveLength(0);
  });
});
