// inventoryTypes, inventorySubTypes and serviceTypes suggestions: the seeded farrier data, in both languages.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_TYPES, SERVICE_TYPES, seedReferenceDataAt } from '@/scripts/seed/reference-data';
import { systemDb } from '@/server/db/system';
import { inventorySubTypes, inventoryTypes, serviceTypes } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier, inventoryTypeIds } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;

beforeAll(async () => {
  me = await createFerrier();
});

const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((r) => r.name);

describe('inventoryTypes/suggestions', () => {
  it('lists every seeded type, named in the request language, in alphabetical order', async () => {
    const en = await call('GET', 'inventoryTypes/suggestions', { token: me.token });
    expect(en.status).toBe(200);
    expect(names(en)).toHaveLength(INVENTORY_TYPES.length);
    expect(names(en)).toEqual(expect.arrayContaining(['Horseshoes', 'Nails', 'Pads', 'Studs', 'Hoof care']));
    expect(names(en)).toEqual([...names(en)].sort((a, b) => a.localeCompare(b, 'sv')));
    const sv = await call('GET', 'inventoryTypes/suggestions', { token: me.token, locale: 'sv' });
    expect(names(sv)).toEqual(expect.arrayContaining(['Hästskor', 'Söm', 'Sulor', 'Broddar', 'Hovvård']));
    expect(sv.body.data[0]).toEqual({
      id: expect.any(String),
      nameEn: expect.any(String),
      nameSv: expect.any(String),
      name: expect.any(String),
    });
  });

  it('searches English and Swedish names', async () => {
    const sv = await call('GET', 'inventoryTypes/suggestions?search=brodd', {
      token: me.token,
      locale: 'sv',
    });
    expect(names(sv)).toEqual(['Broddar']);
    const en = await call('GET', 'inventoryTypes/suggestions?search=HÄST', { token: me.token });
    expect(names(en)).toEqual(['Horseshoes']);
    const none = await call('GET', 'inventoryTypes/suggestions?search=%25', { token: me.token });
    expect(none.body.data).toHaveLength(0);
  });
});

describe('inventorySubTypes/suggestions', () => {
  it('lists the sub-types of one type', async () => {
    const { inventoryTypeId } = await inventoryTypeIds(me);
    const res = await call('GET', `inventorySubTypes/suggestions?typeId=${inventoryTypeId}`, {
      token: me.token,
    });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(
      expect.arrayContaining([
        'Steel shoes',
        'Aluminium shoes',
        'Plastic/composite shoes',
        'Orthopaedic/therapeutic shoes',
        'Glue-on shoes',
      ]),
    );
    expect(res.body.data.every((s: { typeId: string }) => s.typeId === inventoryTypeId)).toBe(true);
    const sv = await call('GET', `inventorySubTypes/suggestions?typeId=${inventoryTypeId}&search=lim`, {
      token: me.token,
      locale: 'sv',
    });
    expect(names(sv)).toEqual(['Limskor']);
  });

  it('requires a valid typeId', async () => {
    for (const path of ['inventorySubTypes/suggestions', 'inventorySubTypes/suggestions?typeId=']) {
      const res = await call('GET', path, { token: me.token });
      expect(res.status).toBe(422);
      expect(res.body.error.fields.typeId).toBe('This field is required.');
    }
    const bad = await call('GET', 'inventorySubTypes/suggestions?typeId=shoes', {
      token: me.token,
      locale: 'sv',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.typeId).toBe('Välj en produkttyp i listan.');
    const unknown = await call(
      'GET',
      'inventorySubTypes/suggestions?typeId=0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10',
      { token: me.token },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
  });
});

describe('serviceTypes/suggestions', () => {
  it('lists the seeded service types in both languages and searches them', async () => {
    const en = await call('GET', 'serviceTypes/suggestions', { token: me.token });
    expect(en.status).toBe(200);
    expect(names(en)).toHaveLength(SERVICE_TYPES.length);
    expect(names(en)).toEqual(
      expect.arrayContaining(['Trimming', 'Full shoeing (4 shoes)', 'Remedial/orthopaedic shoeing']),
    );
    const sv = await call('GET', 'serviceTypes/suggestions?search=skoning', {
      token: me.token,
      locale: 'sv',
    });
    expect(names(sv)).toEqual([
      'Limskoning',
      'Omskoning (samma skor)',
      'Ortopedisk skoning/sjukbeslag',
      'Skoning fram (2 skor)',
      'Skoning runt om (4 skor)',
    ]);
  });
});

describe('reference data', () => {
  it('every type route needs a session', async () => {
    for (const path of [
      'inventoryTypes/suggestions',
      'inventorySubTypes/suggestions',
      'serviceTypes/suggestions',
    ]) {
      expect((await call('GET', path)).status).toBe(401);
    }
  });

  it('seeding again adds nothing', async () => {
    const counts = async () => ({
      types: (await systemDb().select({ n: count() }).from(inventoryTypes))[0]!.n,
      subTypes: (await systemDb().select({ n: count() }).from(inventorySubTypes))[0]!.n,
      serviceTypes: (await systemDb().select({ n: count() }).from(serviceTypes))[0]!.n,
    });
    const before = await counts();
    expect(before).toEqual({
      types: INVENTORY_TYPES.length,
      subTypes: INVENTORY_TYPES.reduce((n, t) => n + t.subTypes.length, 0),
      serviceTypes: SERVICE_TYPES.length,
    });
    await seedReferenceDataAt(process.env.DATABASE_URL!);
    expect(await counts()).toEqual(before);
  });
});
