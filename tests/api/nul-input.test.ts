// NUL characters (PostgreSQL text cannot hold them) are refused wherever input enters — JSON bodies at any depth,
// multipart fields, query and path — with 422 naming the field, on public and signed-in operations; a refused upload
// leaves no file behind, and an upload whose database write fails removes what it wrote.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateProfile } from '@/server/accounts/profile';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { animals, customers, ferriers, storedFiles } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { call, type ApiResult } from '../support/api-client';
import { animalBody, createCustomer, createFerrier, customerBody, signUpBody } from '../support/factories';

const NUL_EN = 'This field contains a NUL character (\\u0000), which is not allowed.';
const NUL_SV = 'Fältet innehåller ett NUL-tecken (\\u0000), vilket inte är tillåtet.';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;

beforeAll(async () => {
  me = await createFerrier();
});

async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#5b3a1e' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** The files stored for an account, on disk and as rows. */
async function storedFor(ferrierId: string) {
  const dir = path.join(process.env.DATA_DIR!, 'uploads', ferrierId);
  const files = await readdir(dir).catch(() => []);
  const rows = await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, ferrierId));
  return { files, rows };
}

function expectNul(res: ApiResult, fields: Record<string, string>) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error.code).toBe('VALIDATION_FAILED');
  expect(res.body.error.fields).toEqual(fields);
}

describe('NUL in JSON bodies', () => {
  it('is refused on public operations, localized', async () => {
    expectNul(
      await call('POST', 'contact/send', {
        body: { name: 'Anna\u0000', email: 'anna@example.se', message: 'Hej, jag vill veta mer.' },
      }),
      { name: NUL_EN },
    );
    expectNul(
      await call('POST', 'ferriers/login', { body: { email: 'anna@example.se', password: 'x\u0000y' } }),
      { password: NUL_EN },
    );
    const signUp = signUpBody({ organizationName: 'Hov\u0000slag' });
    expectNul(await call('POST', 'ferriers/create', { body: signUp, locale: 'sv' }), {
      organizationName: NUL_SV,
    });
    expect(await systemDb().select().from(ferriers).where(eq(ferriers.email, signUp.email))).toHaveLength(0);
  });

  it('is refused on signed-in operations and changes nothing', async () => {
    const c = await createCustomer(me);
    const res = await call('PUT', `customers/update/${c.id}`, {
      token: me.token,
      body: customerBody({ firstName: 'Karin', city: 'Upp\u0000sala' }),
    });
    expectNul(res, { city: NUL_EN });
    const [row] = await systemDb().select().from(customers).where(eq(customers.id, c.id));
    expect(row!.city).toBe('Uppsala');

    expectNul(
      await call('POST', 'animals/create', { token: me.token, body: animalBody({ stable: '\u0000' }) }),
      {
        stable: NUL_EN,
      },
    );
    expectNul(
      await call('PUT', `ferriers/update/${me.ferrierId}`, { token: me.token, body: { title: 'Hov\u0000' } }),
      { title: NUL_EN },
    );
  });

  it('is looked at only after auth: without a session, 401', async () => {
    const res = await call('POST', 'customers/create', { body: customerBody({ city: '\u0000' }) });
    expect(res.status).toBe(401);
    const path = await call('GET', 'customers/details/%00');
    expect(path.status).toBe(401);
  });

  it('is found at any depth and in keys, each named', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      body: { ...customerBody(), notes: { lines: ['ok', 'a\u0000b'] }, 'odd\u0000key': 1 },
    });
    expectNul(res, { 'notes.lines.1': NUL_EN, 'odd\u0000key': NUL_EN });
  });
  it('is found in a body nested 200,000 levels deep, quickly', async () => {
    const depth = 200_000;
    const raw = `{"name":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`;
    const started = Date.now();
    const res = await call('POST', 'contact/send', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(Object.values(res.body.error.fields)).toEqual([NUL_EN]);
    expect(Object.keys(res.body.error.fields)[0]).toMatch(/^name(\.0)+$/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('NUL in the query and the path', () => {
  it('is refused in ?search and other query values, on every kind of list', async () => {
    for (const p of [
      'customers/list?search=%00',
      'customers/suggestions?search=a%00b',
      'animals/list?search=%00&sort=name',
      'inventories/list?search=%00',
      'services/suggestions?search=%00',
      'categories/animalTypes/suggestions?search=%00',
      'inventoryTypes/suggestions?search=%00',
    ]) {
      expectNul(await call('GET', p, { token: me.token }), { search: NUL_EN });
    }
    // ?ferrierId is compared with the caller's tenant before anything else: like any other account's id, 404.
    const foreign = await call('GET', `customers/list?ferrierId=${me.ferrierId}%00`, { token: me.token });
    expect(foreign.status).toBe(404);
    expectNul(await call('GET', 'animals/list?sort=%00', { token: me.token, locale: 'sv' }), {
      sort: NUL_SV,
    });
  });

  it('in a path id names nothing the caller owns: 404, like any malformed id', async () => {
    for (const res of [
      await call('GET', 'customers/details/abc%00', { token: me.token }),
      await call('PATCH', `services/update-status/%00`, { token: me.token, body: { status: 'active' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('NUL in uploads', () => {
  it('in the multipart data: refused before the picture is written', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('data', JSON.stringify(animalBody({ name: 'Blix\u0000ten' })));
    form.set('picture', await png(), 'horse.png');
    expectNul(await call('POST', 'animals/create', { token: f.token, raw: form }), { name: NUL_EN });
    expect(await systemDb().select().from(animals).where(eq(animals.ferrierId, f.ferrierId))).toHaveLength(0);
    expect(await storedFor(f.ferrierId)).toEqual({ files: [], rows: [] });
  });

  it('in a profile update with a logo: the file is not kept and the profile is unchanged', async () => {
    const f = await createFerrier();
    const before = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    const form = new FormData();
    form.set('data', JSON.stringify({ title: 'Hovslagare\u0000' }));
    form.set('logo', await png(), 'logo.png');
    expectNul(await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form }), {
      title: NUL_EN,
    });
    const after = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(after.body.data).toEqual(before.body.data);
    expect(await storedFor(f.ferrierId)).toEqual({ files: [], rows: [] });
  });

  it('in other multipart fields and file names', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('data', JSON.stringify(animalBody()));
    form.set('picture', await png(), 'hor\u0000se.png');
    expectNul(await call('POST', 'animals/create', { token: f.token, raw: form }), { picture: NUL_EN });
    const extra = new FormData();
    extra.set('data', '\u0000');
    expectNul(await call('POST', 'animals/create', { token: f.token, raw: extra }), { data: NUL_EN });
    expect(await storedFor(f.ferrierId)).toEqual({ files: [], rows: [] });
  });

  it('an upload whose database write fails removes the written file and keeps the row as it was', async () => {
    const f = await createFerrier();
    const before = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    const ctx = { ferrierId: f.ferrierId, userId: f.userId, role: 'owner' as const, locale: 'en' as const };
    // Called past the API's guards, PostgreSQL itself refuses the NUL after the logo's bytes were written.
    const logo = new File([await png()], 'logo.png', { type: 'image/png' });
    await expect(
      inTenant({ ...ctx, log: logger }, (tenant) =>
        updateProfile(tenant, { id: f.ferrierId, input: { title: 'Hov\u0000' }, files: { logo } }),
      ),
    ).rejects.toThrow();
    expect(await storedFor(f.ferrierId)).toEqual({ files: [], rows: [] });
    const after = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(after.body.data).toEqual(before.body.data);
  });
});
