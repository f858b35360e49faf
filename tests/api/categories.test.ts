// categories/animalTypes and categories/animalBreeds suggestions: seeded reference data in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';

let me: Awaited<ReturnType<typeof createFerrier>>;
const typeId: Record<string, string> = {};

beforeAll(async () => {
  me = await createFerrier();
  const res = await call('GET', 'categories/animalTypes/suggestions', { token: me.token });
  for (const t of res.body.data as Array<{ slug: string; id: string }>) typeId[t.slug] = t.id;
});

describe('categories/animalTypes/suggestions', () => {
  it('lists horse, pony, donkey and mule with names in both languages, named in the request language', async () => {
    const en = await call('GET', 'categories/animalTypes/suggestions', { token: me.token });
    expect(en.status).toBe(200);
    // The horse first (the form's default type), then alphabetically.
    expect(en.body.data.map((t: { name: string }) => t.name)).toEqual(['Horse', 'Donkey', 'Mule', 'Pony']);
    expect(en.body.data[0]).toEqual({
      id: expect.any(String),
      slug: 'horse',
      nameEn: 'Horse',
      nameSv: 'Häst',
      name: 'Horse',
    });
    const sv = await call('GET', 'categories/animalTypes/suggestions', { token: me.token, locale: 'sv' });
    // The horse first, then Swedish alphabetical order: Å after the other letters.
    expect(sv.body.data.map((t: { name: string }) => t.name)).toEqual(['Häst', 'Mula', 'Ponny', 'Åsna']);
    const search = await call('GET', 'categories/animalTypes/suggestions?search=o', { token: me.token });
    expect(search.body.data.map((t: { name: string }) => t.name)).toEqual(['Horse', 'Donkey', 'Pony']);
  });

  it('searches English and Swedish names', async () => {
    const pon = await call('GET', 'categories/animalTypes/suggestions?search=pon', { token: me.token });
    expect(pon.body.data.map((t: { slug: string }) => t.slug)).toEqual(['pony']);
    const asna = await call('GET', `categories/animalTypes/suggestions?search=${encodeURIComponent('ÅSN')}`, {
      token: me.token,
      locale: 'sv',
    });
    expect(asna.body.data.map((t: { name: string }) => t.name)).toEqual(['Åsna']);
    const none = await call('GET', 'categories/animalTypes/suggestions?search=%25', { token: me.token });
    expect(none.body.data).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await call('GET', 'categories/animalTypes/suggestions')).status).toBe(401);
  });
});

describe('categories/animalBreeds/suggestions', () => {
  it('lists the breeds of one type, named in the request language', async () => {
    const horse = await call('GET', `categories/animalBreeds/suggestions?animalTypeId=${typeId.horse}`, {
      token: me.token,
    });
    expect(horse.status).toBe(200);
    const names = horse.body.data.map((b: { nameEn: string }) => b.nameEn);
    expect(names).toEqual(
      expect.arrayContaining(['Swedish Warmblood', 'North Swedish Horse', 'Icelandic horse']),
    );
    expect(names).not.toContain('Gotland pony (Russ)');
    expect(horse.body.data.every((b: { animalTypeId: string }) => b.animalTypeId === typeId.horse)).toBe(
      true,
    );
    const sv = await call('GET', `categories/animalBreeds/suggestions?animalTypeId=${typeId.pony}`, {
      token: me.token,
      locale: 'sv',
    });
    expect(sv.body.data.map((b: { name: string }) => b.name)).toContain('Gotlandsruss');
    const russ = sv.body.data.find((b: { name: string }) => b.name === 'Gotlandsruss');
    expect(russ).toEqual({
      id: expect.any(String),
      animalTypeId: typeId.pony,
      nameEn: 'Gotland pony (Russ)',
      nameSv: 'Gotlandsruss',
      name: 'Gotlandsruss',
    });
  });

  it('searches within the type in either language', async () => {
    const varm = await call(
      'GET',
      `categories/animalBreeds/suggestions?animalTypeId=${typeId.horse}&search=varmblod`,
      {
        token: me.token,
      },
    );
    expect(varm.body.data.map((b: { nameEn: string }) => b.nameEn).sort()).toEqual([
      'KWPN (Dutch Warmblood)',
      'Swedish Warmblood',
    ]);
    const ponyWarm = await call(
      'GET',
      `categories/animalBreeds/suggestions?animalTypeId=${typeId.pony}&search=warmblood`,
      { token: me.token },
    );
    expect(ponyWarm.body.data).toHaveLength(0);
  });

  it.each([
    ['', 'This field is required.'],
    ['?animalTypeId=', 'This field is required.'],
    ['?animalTypeId=horse', 'Choose an animal type from the list.'],
    ['?animalTypeId=00000000-0000-4000-8000-000000000000', 'Choose an animal type from the list.'],
  ])('refuses %j with 422', async (query, message) => {
    const res = await call('GET', `categories/animalBreeds/suggestions${query}`, { token: me.token });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.animalTypeId).toBe(message);
  });

  it('says so in Swedish', async () => {
    const res = await call('GET', 'categories/animalBreeds/suggestions?animalTypeId=x', {
      token: me.token,
      locale: 'sv',
    });
    expect(res.body.error.fields.animalTypeId).toBe('Välj ett djurslag i listan.');
  });

  it('needs a session', async () => {
    expect(
      (await call('GET', `categories/animalBreeds/suggestions?animalTypeId=${typeId.horse}`)).status,
    ).toBe(401);
  });
});
