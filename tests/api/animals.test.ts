// animals/*: create, details, update, pictures, manage-link, every rule with a valid and an invalid example,
// and tenant isolation (the list and suggestions are in animals-list.test.ts).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { systemDb } from '@/server/db/system';
import { animalBreeds, animalTypes, animals, storedFiles } from '@/server/db/schema';
import { call } from '../support/api-client';
import { animalBody, createAnimal, createCustomer, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;
const ids = { horse: '', pony: '', warmblood: '', russ: '' };
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

async function png(width = 64, height = 48): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#5b3a1e' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

const countAnimals = async (ferrierId: string) =>
  (await systemDb().select({ id: animals.id }).from(animals).where(eq(animals.ferrierId, ferrierId))).length;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
  const types = await systemDb().select().from(animalTypes);
  ids.horse = types.find((t) => t.slug === 'horse')!.id;
  ids.pony = types.find((t) => t.slug === 'pony')!.id;
  const breeds = await systemDb().select().from(animalBreeds);
  ids.warmblood = breeds.find((b) => b.nameEn === 'Swedish Warmblood')!.id;
  ids.russ = breeds.find((b) => b.nameEn === 'Gotland pony (Russ)')!.id;
});

describe('animals/create and details', () => {
  it('creates an animal, normalizing chip and postal code, and shows owner, type, breed and journals', async () => {
    const owner = await createCustomer(me, { firstName: 'Karin', lastName: 'Sjöström' });
    const res = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({
        animalTypeId: ids.horse,
        breedId: ids.warmblood,
        customerId: owner.id,
        microchipNumber: '752 098 100 123 456',
        specialNeeds: 'Sparkas bak, håll i svansen.',
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Blixten',
      sex: 'gelding',
      sizeCm: 162,
      dateOfBirth: '2015-05-04',
      microchipNumber: '752098100123456',
      postalCode: '74193',
      city: 'Knivsta',
      status: 'active',
      customerId: owner.id,
      owner: { id: owner.id, firstName: 'Karin', lastName: 'Sjöström' },
      animalType: { id: ids.horse, nameEn: 'Horse', nameSv: 'Häst', name: 'Horse' },
      breed: { id: ids.warmblood, nameEn: 'Swedish Warmblood', nameSv: 'Svenskt varmblod' },
      pictureUrl: null,
      journals: [],
      overdue: false,
    });
    const details = await call('GET', `animals/details/${res.body.data.id}`, {
      token: me.token,
      locale: 'sv',
    });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      id: res.body.data.id,
      animalType: { name: 'Häst' },
      breed: { name: 'Svenskt varmblod' },
      journals: [],
    });
    // The owner's details list the horse.
    const customer = await call('GET', `customers/details/${owner.id}`, { token: me.token });
    expect(customer.body.data.animals.map((a: { id: string }) => a.id)).toEqual([res.body.data.id]);
  });

  it('needs only name, postal code, city and address; the breed implies the type', async () => {
    const res = await call('POST', 'animals/create', {
      token: me.token,
      body: { name: 'Lilla My', postalCode: '12345', city: 'Tierp', address: 'Gården 1', breedId: ids.russ },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      sex: 'unknown',
      color: null,
      sizeCm: null,
      owner: null,
      animalTypeId: ids.pony,
      breed: { nameEn: 'Gotland pony (Russ)' },
    });
  });

  const today = todayInStockholm();
  const rules: Array<[string, unknown, unknown]> = [
    // field, valid, invalid
    ['name', 'Svarta Björn', ''],
    ['name', 'x'.repeat(100), 'x'.repeat(101)],
    ['dateOfBirth', today, addDays(today, 1)],
    ['dateOfBirth', '2020-02-29', '2021-02-29'],
    ['dateOfBirth', '2010-12-31', '31/12/2010'],
    ['microchipNumber', '752098100123456', '75209810012345'], // 14 digits
    ['microchipNumber', '752 098 100 123 456', '7520981001234567'], // 16 digits
    ['microchipNumber', '000000000000001', '75209810012345A'], // letters
    ['postalCode', '74193', '7419'],
    ['postalCode', '741 93', 'abcde'],
    ['postalCode', '75320', ''],
    ['city', 'Örsundsbro', ''],
    ['sizeCm', 148.5, 0],
    ['sizeCm', '98', -10],
    ['sizeCm', 250, 251],
    ['sex', 'mare', 'horse'],
    ['shoeingIntervalWeeks', 6, 0],
    ['shoeingIntervalWeeks', 52, 53],
    ['shoeingIntervalWeeks', '8', 6.5],
    ['latestVisit', '2026-01-05', '2026-01-32'],
    ['nextVisit', '2026-03-02', '2026-13-01'],
    ['color', 'Skimmel', 'x'.repeat(51)],
    ['specialNeeds', 'x'.repeat(2000), 'x'.repeat(2001)],
    ['animalTypeId', '{horse}', 'not-a-uuid'],
    ['animalTypeId', '{horse}', NO_SUCH_ID],
    ['breedId', '{warmblood}', NO_SUCH_ID],
  ];
  const resolve = (v: unknown) =>
    typeof v === 'string' && v.startsWith('{') ? ids[v.slice(1, -1) as keyof typeof ids] : v;

  it.each(rules)('%s: accepts %j, refuses %j with a message', async (field, valid, invalid) => {
    const ok = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ [field]: resolve(valid) }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const before = await countAnimals(me.ferrierId);
    const bad = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ [field]: resolve(invalid) }),
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(422);
    expect(bad.body.error.fields[field]).toEqual(expect.any(String));
    expect(await countAnimals(me.ferrierId)).toBe(before);
  });

  it('refuses a future birth date and a wrong chip length with clear messages', async () => {
    const res = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ dateOfBirth: addDays(today, 30), microchipNumber: '1234' }),
    });
    expect(res.body.error.fields).toMatchObject({
      dateOfBirth: 'The date cannot be later than today.',
      microchipNumber: 'The microchip number must be exactly 15 digits.',
    });
  });

  it('requires the address when a postal code or city is given, and postal code and city themselves', async () => {
    const noAddress = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ address: '' }),
    });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.error.fields.address).toBe('This field is required.');
    const bare = await call('POST', 'animals/create', { token: me.token, body: { name: 'Bara namn' } });
    expect(bare.status).toBe(422);
    expect(bare.body.error.fields).toMatchObject({
      postalCode: 'This field is required.',
      city: 'This field is required.',
    });
  });

  it('refuses a breed of another animal type', async () => {
    const before = await countAnimals(me.ferrierId);
    const res = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ animalTypeId: ids.pony, breedId: ids.warmblood }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.breedId).toBe('The breed does not belong to the chosen animal type.');
    const match = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ animalTypeId: ids.pony, breedId: ids.russ }),
    });
    expect(match.status).toBe(201);
    expect(await countAnimals(me.ferrierId)).toBe(before + 1);
  });

  it('accepts my customer as owner, refuses another tenant’s', async () => {
    const mine = await createCustomer(me);
    const theirs = await createCustomer(other);
    const ok = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ customerId: mine.id }),
    });
    expect(ok.status).toBe(201);
    const before = await countAnimals(me.ferrierId);
    const bad = await call('POST', 'animals/create', {
      token: me.token,
      body: animalBody({ customerId: theirs.id }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.customerId).toBe('Choose one of your customers.');
    expect(await countAnimals(me.ferrierId)).toBe(before);
  });

  it('computes the next visit from the latest visit and the shoeing interval', async () => {
    const computed = await createAnimal(me, { latestVisit: '2026-01-05', shoeingIntervalWeeks: 6 });
    expect(computed.nextVisit).toBe('2026-02-16');
    const given = await createAnimal(me, {
      latestVisit: '2026-01-05',
      shoeingIntervalWeeks: 6,
      nextVisit: '2026-02-20',
    });
    expect(given.nextVisit).toBe('2026-02-20');
    const noInterval = await createAnimal(me, { latestVisit: '2026-01-05' });
    expect(noInterval.nextVisit).toBeNull();
    const updated = await call('PUT', `animals/update/${noInterval.id}`, {
      token: me.token,
      body: animalBody({ latestVisit: '2026-03-30', shoeingIntervalWeeks: 8 }),
    });
    expect(updated.body.data).toMatchObject({ latestVisit: '2026-03-30', nextVisit: '2026-05-25' });
  });

  it('gives the messages in Swedish', async () => {
    const res = await call('POST', 'animals/create', {
      token: me.token,
      locale: 'sv',
      body: animalBody({
        name: '',
        microchipNumber: '123',
        sizeCm: -1,
        dateOfBirth: addDays(today, 2),
        postalCode: '1',
        animalTypeId: ids.pony,
        breedId: ids.warmblood,
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Några fält behöver åtgärdas.');
    expect(res.body.error.fields).toMatchObject({
      name: 'Fältet måste fyllas i.',
      microchipNumber: 'Chipnumret ska vara exakt 15 siffror.',
      sizeCm: 'Mankhöjden ska vara ett positivt antal centimeter, högst 250.',
      dateOfBirth: 'Datumet kan inte vara senare än i dag.',
      postalCode: 'Postnumret ska vara 5 siffror, t.ex. 123 45.',
    });
    const breed = await call('POST', 'animals/create', {
      token: me.token,
      locale: 'sv',
      body: animalBody({ animalTypeId: ids.pony, breedId: ids.warmblood }),
    });
    expect(breed.body.error.fields.breedId).toBe('Rasen hör inte till det valda djurslaget.');
  });

  it('refuses bad JSON, wrong content types and wrong types, writing nothing', async () => {
    const before = await countAnimals(me.ferrierId);
    const raw = await call('POST', 'animals/create', {
      token: me.token,
      raw: '{"name": "Blixten",',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const text = await call('POST', 'animals/create', {
      token: me.token,
      raw: 'name=Blixten',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    for (const wrong of [
      { name: ['x'] },
      { sizeCm: true },
      { shoeingIntervalWeeks: { weeks: 6 } },
      { city: 42 },
      { dateOfBirth: 20150504 },
    ]) {
      const typed = await call('POST', 'animals/create', { token: me.token, body: animalBody(wrong) });
      expect(typed.status, JSON.stringify(wrong)).toBe(422);
    }
    const array = await call('POST', 'animals/create', { token: me.token, body: [animalBody()] });
    expect(array.status).toBe(422);
    const empty = await call('POST', 'animals/create', { token: me.token });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.name).toBe('This field is required.');
    expect(await countAnimals(me.ferrierId)).toBe(before);
  });
});

describe('animals/update', () => {
  it('replaces the fields, clearing omitted ones', async () => {
    const a = await createAnimal(me, { animalTypeId: ids.horse, shoeingIntervalWeeks: 7 });
    const res = await call('PUT', `animals/update/${a.id}`, {
      token: me.token,
      body: animalBody({ name: 'Blixten II', color: null, sex: 'stallion', stable: '' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Blixten II',
      color: null,
      stable: null,
      sex: 'stallion',
      animalTypeId: null,
      shoeingIntervalWeeks: null,
    });
  });

  it('takes back the fields details returned (nulls included); the read-only ones are refused by name', async () => {
    const a = await createAnimal(me);
    const details = await call('GET', `animals/details/${a.id}`, { token: me.token });
    const readOnly = [
      'id',
      'status',
      'createdAt',
      'updatedAt',
      'overdue',
      'bookedVisit',
      'owner',
      'animalType',
      'breed',
      'pictureUrl',
      'journals',
    ];
    const fields = Object.fromEntries(
      Object.entries(details.body.data as Record<string, unknown>).filter(([k]) => !readOnly.includes(k)),
    );
    const refused = await call('PUT', `animals/update/${a.id}`, { token: me.token, body: details.body.data });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual([...readOnly].sort());
    const res = await call('PUT', `animals/update/${a.id}`, { token: me.token, body: fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The update also names the other animals with the same chip (the factories give them all one number).
    expect(res.body.data).toEqual({
      ...details.body.data,
      updatedAt: expect.any(String),
      microchipDuplicates: expect.arrayContaining([
        { id: expect.any(String), name: 'Blixten', status: 'active' },
      ]),
    });
  });

  it('refuses invalid input and changes nothing', async () => {
    const a = await createAnimal(me);
    for (const body of [
      animalBody({ microchipNumber: '1' }),
      animalBody({ breedId: NO_SUCH_ID }),
      animalBody({ customerId: (await createCustomer(other)).id }),
    ]) {
      const res = await call('PUT', `animals/update/${a.id}`, { token: me.token, body });
      expect(res.status).toBe(422);
    }
    const [row] = await systemDb().select().from(animals).where(eq(animals.id, a.id));
    expect(row).toMatchObject({ microchipNumber: '752098100123456', breedId: null, customerId: null });
  });
});

describe('pictures', () => {
  it('uploads a picture with the fields, re-encoded to WebP, and replaces it on update', async () => {
    const form = new FormData();
    form.set('data', JSON.stringify(animalBody({ name: 'Fotogenique' })));
    form.set('picture', await png(3000, 1500), 'hast.png');
    const res = await call('POST', 'animals/create', { token: me.token, raw: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.name).toBe('Fotogenique');
    const url: string = res.body.data.pictureUrl;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const file = await call('GET', url.replace('/api/v1/', ''), { token: me.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const [stored] = await systemDb()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, url.split('/').at(-1)!));
    expect(stored).toMatchObject({
      purpose: 'animal_picture',
      width: 2048,
      height: 1024,
      ferrierId: me.ferrierId,
    });
    expect((await call('GET', url.replace('/api/v1/', ''), { token: other.token })).status).toBe(404);

    // JSON update keeps the picture; a multipart update replaces it.
    const kept = await call('PUT', `animals/update/${res.body.data.id}`, {
      token: me.token,
      body: animalBody({ name: 'Fotogenique' }),
    });
    expect(kept.body.data.pictureUrl).toBe(url);
    const next = new FormData();
    next.set('data', JSON.stringify(animalBody({ name: 'Fotogenique', color: 'Brun' })));
    next.set('picture', await png(), 'ny.png');
    const replaced = await call('PUT', `animals/update/${res.body.data.id}`, { token: me.token, raw: next });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({ color: 'Brun' });
    expect(replaced.body.data.pictureUrl).toMatch(/^\/api\/v1\/files\//);
    expect(replaced.body.data.pictureUrl).not.toBe(url);
  });

  it('refuses a non-image, bad fields next to a good picture, and bad JSON in `data`, storing nothing', async () => {
    const f = await createFerrier();
    const fake = new FormData();
    fake.set('data', JSON.stringify(animalBody()));
    fake.set('picture', new Blob(['%PDF-1.4 not an image'], { type: 'image/png' }), 'fake.png');
    const notImage = await call('POST', 'animals/create', { token: f.token, raw: fake, locale: 'sv' });
    expect(notImage.status).toBe(422);
    expect(notImage.body.error.fields.picture).toBe('Ladda upp en JPEG-, PNG- eller WebP-bild.');

    const badFields = new FormData();
    badFields.set('data', JSON.stringify(animalBody({ microchipNumber: '12' })));
    badFields.set('picture', await png(), 'ok.png');
    const invalid = await call('POST', 'animals/create', { token: f.token, raw: badFields });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields.microchipNumber).toBeTruthy();

    const badRef = new FormData();
    badRef.set('data', JSON.stringify(animalBody({ breedId: NO_SUCH_ID })));
    badRef.set('picture', await png(), 'ok.png');
    expect((await call('POST', 'animals/create', { token: f.token, raw: badRef })).status).toBe(422);

    const badJson = new FormData();
    badJson.set('data', '{"name":');
    expect((await call('POST', 'animals/create', { token: f.token, raw: badJson })).status).toBe(400);

    expect(await countAnimals(f.ferrierId)).toBe(0);
    expect(
      await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId)),
    ).toHaveLength(0);
  });

  it('accepts multipart only on create and update', async () => {
    const a = await createAnimal(me);
    const form = new FormData();
    form.set('status', 'inactive');
    const res = await call('PATCH', `animals/update-status/${a.id}`, { token: me.token, raw: form });
    expect(res.status).toBe(415);
  });
});

describe('animals/manage-link/', () => {
  it('links an animal to one of my customers and unlinks it, with or without the trailing slash', async () => {
    const a = await createAnimal(me);
    const c = await createCustomer(me, { firstName: 'Lena', lastName: 'Ek' });
    const linked = await call('POST', 'animals/manage-link/', {
      token: me.token,
      body: { animalId: a.id, customerId: c.id },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({
      id: a.id,
      customerId: c.id,
      owner: { id: c.id, firstName: 'Lena', lastName: 'Ek' },
    });
    const unlinked = await call('POST', 'animals/manage-link', {
      token: me.token,
      body: { animalId: a.id, customerId: null },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data).toMatchObject({ customerId: null, owner: null });
  });

  it.each([
    [{ customerId: null }, 'animalId'],
    [{ animalId: 'x', customerId: null }, 'animalId'],
    [{ animalId: '{animal}' }, 'customerId'],
    [{ animalId: '{animal}', customerId: 'x' }, 'customerId'],
  ])('refuses %j', async (body, field) => {
    const a = await createAnimal(me);
    const resolved = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === '{animal}' ? a.id : v]),
    );
    const res = await call('POST', 'animals/manage-link/', { token: me.token, body: resolved });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });
});

describe('tenant isolation', () => {
  it('another tenant’s animal is 404 on every {id} route and stays unchanged', async () => {
    const theirOwner = await createCustomer(other);
    const theirs = await createAnimal(other, { name: 'Hemlig', customerId: theirOwner.id });
    const myCustomer = await createCustomer(me);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `animals/details/${theirs.id}`],
      ['PUT', `animals/update/${theirs.id}`, animalBody({ name: 'Stulen' })],
      ['PATCH', `animals/update-status/${theirs.id}`, { status: 'inactive' }],
      ['POST', 'animals/manage-link/', { animalId: theirs.id, customerId: myCustomer.id }],
      ['POST', 'animals/manage-link', { animalId: theirs.id, customerId: null }],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token: me.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const [row] = await systemDb().select().from(animals).where(eq(animals.id, theirs.id));
    expect(row).toMatchObject({ name: 'Hemlig', status: 'active', customerId: theirOwner.id });
  });

  it('linking my animal to another tenant’s customer is 404 and changes nothing', async () => {
    const mine = await createAnimal(me);
    const theirs = await createCustomer(other);
    const res = await call('POST', 'animals/manage-link/', {
      token: me.token,
      body: { animalId: mine.id, customerId: theirs.id },
    });
    expect(res.status).toBe(404);
    const [row] = await systemDb().select().from(animals).where(eq(animals.id, mine.id));
    expect(row!.customerId).toBeNull();
  });

  it.each([NO_SUCH_ID, 'not-a-uuid'])('an id that is nobody’s (%s) is 404', async (id) => {
    for (const [method, path, body] of [
      ['GET', `animals/details/${id}`],
      ['PUT', `animals/update/${id}`, animalBody()],
      ['PATCH', `animals/update-status/${id}`, { status: 'inactive' }],
    ] as Array<[string, string, unknown?]>) {
      expect((await call(method, path, { token: me.token, body })).status, `${method} ${path}`).toBe(404);
    }
  });

  it('a picture upload to another tenant’s animal is 404 and stores nothing', async () => {
    const f = await createFerrier();
    const theirs = await createAnimal(other);
    const form = new FormData();
    form.set('data', JSON.stringify(animalBody()));
    form.set('picture', await png(), 'x.png');
    const res = await call('PUT', `animals/update/${theirs.id}`, { token: f.token, raw: form });
    expect(res.status).toBe(404);
    expect(
      await systemDb().select().from(storedFiles).where(eq(storedFiles.ferrierId, f.ferrierId)),
    ).toHaveLength(0);
  });

  it('a list never shows another tenant’s rows, even when ?ferrierId names that tenant', async () => {
    await createAnimal(other, { name: 'Hemligare' });
    const named = await call('GET', `animals/list?ferrierId=${other.ferrierId}`, { token: me.token });
    expect(named.status).toBe(404);
    const own = await call('GET', `animals/list?ferrierId=${me.ferrierId}&search=hemlig`, {
      token: me.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(0);
    const suggest = await call('GET', 'animals/suggestions?search=hemlig', { token: me.token });
    expect(suggest.body.data).toHaveLength(0);
    // Their customer's id as owner filter finds nothing either.
    const theirCustomer = await createCustomer(other, { firstName: 'Hemlig' });
    await createAnimal(other, { customerId: theirCustomer.id });
    const byOwner = await call('GET', `animals/suggestions?customerId=${theirCustomer.id}`, {
      token: me.token,
    });
    expect(byOwner.body.data).toHaveLength(0);
  });

  it('every animal route needs a session', async () => {
    for (const [method, path] of [
      ['GET', 'animals/list'],
      ['GET', 'animals/suggestions'],
      ['GET', `animals/details/${NO_SUCH_ID}`],
      ['POST', 'animals/create'],
      ['POST', 'animals/manage-link/'],
    ]) {
      const res = await call(method!, path!, { body: method === 'POST' ? animalBody() : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every animal and category route, and what manage-link means', async () => {
    const res = await call('GET', 'openapi.json');
    const paths = res.body.paths as Record<string, Record<string, { summary: string; description?: string }>>;
    for (const [p, method] of [
      ['/api/v1/animals/create', 'post'],
      ['/api/v1/animals/details/{id}', 'get'],
      ['/api/v1/animals/update/{id}', 'put'],
      ['/api/v1/animals/list', 'get'],
      ['/api/v1/animals/suggestions', 'get'],
      ['/api/v1/animals/manage-link/', 'post'],
      ['/api/v1/animals/manage-link', 'post'],
      ['/api/v1/animals/update-status/{id}', 'patch'],
      ['/api/v1/categories/animalTypes/suggestions', 'get'],
      ['/api/v1/categories/animalBreeds/suggestions', 'get'],
    ] as const) {
      expect(paths[p]?.[method], `${method} ${p}`).toBeTruthy();
    }
    expect(paths['/api/v1/animals/manage-link/']!.post!.summary).toMatch(
      /link an animal to an owner.*unlink/i,
    );
  });
});
