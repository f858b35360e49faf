// Unknown body fields are refused with 422 naming each one (and the closest known name), on every operation that
// takes a JSON body (read from the OpenAPI document, so new ones are covered) and in multipart `data`; the
// specification's field names of section 3 are accepted where ours differ.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { animals, products, services } from '@/server/db/schema';
import { suggestion } from '@/server/api/strict-input';
import { call } from '../support/api-client';
import { documentedOperations, openApiDoc } from '../support/openapi-operations';
import {
  animalBody,
  createFerrier,
  inventoryTypeIds,
  productBody,
  serviceBody,
  serviceTypeId,
} from '../support/factories';

let me: Awaited<ReturnType<typeof createFerrier>>;

beforeAll(async () => {
  me = await createFerrier();
});

const countRows = async () => ({
  animals: (await systemDb().select().from(animals).where(eq(animals.ferrierId, me.ferrierId))).length,
  products: (await systemDb().select().from(products).where(eq(products.ferrierId, me.ferrierId))).length,
  services: (await systemDb().select().from(services).where(eq(services.ferrierId, me.ferrierId))).length,
});

describe('unknown fields', () => {
  it('are refused on every operation with a JSON body, each named', async () => {
    let checked = 0;
    for (const op of await documentedOperations()) {
      if (!op.bodyTypes.includes('application/json')) continue;
      const res = await call(op.method, op.pathFor(me.ferrierId), {
        token: op.secured ? me.token : undefined,
        body: { zzUnknown: 1, 'another one': 'x' },
      });
      expect(res.status, `${op.method} ${op.template}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.error.fields).toMatchObject({
        zzUnknown: 'Unknown field.',
        'another one': 'Unknown field.',
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('name the closest known field, in both languages, next to the other field errors; nothing is written', async () => {
    const before = await countRows();
    const body = { ...animalBody({ microchipNumber: '1' }), sizecm: 150, colour: 'Fux', stabel: 'Gården' };
    delete (body as Record<string, unknown>).color;
    const res = await call('POST', 'animals/create', { token: me.token, body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      sizecm: 'Unknown field. Did you mean sizeCm?',
      colour: 'Unknown field. Did you mean color?',
      stabel: 'Unknown field. Did you mean stable?',
      microchipNumber: 'The microchip number must be exactly 15 digits.',
    });
    const sv = await call('POST', 'animals/create', { token: me.token, body, locale: 'sv' });
    expect(sv.body.error.fields.sizecm).toBe('Okänt fält. Menade du sizeCm?');
    expect(sv.body.error.fields.microchipNumber).toBeTruthy();
    expect(await countRows()).toEqual(before);
  });

  it('are refused in multipart data and as extra form parts', async () => {
    const before = await countRows();
    const form = new FormData();
    form.set('data', JSON.stringify({ ...animalBody(), heigth: 150 }));
    form.set('name', 'Blixten');
    const res = await call('POST', 'animals/create', { token: me.token, raw: form });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ name: expect.stringMatching(/^Unknown field/) });
    form.delete('name');
    const data = await call('POST', 'animals/create', { token: me.token, raw: form });
    expect(data.status).toBe(422);
    expect(data.body.error.fields).toEqual({ heigth: 'Unknown field.' });
    expect(await countRows()).toEqual(before);
  });

  it('many or huge unknown keys: refused quickly, the first 20 named', async () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`extra${i}`, i]));
    const started = Date.now();
    const res = await call('POST', 'contact/send', {
      body: { name: 'Anna', email: 'anna@example.se', message: 'Hej, jag vill veta mer.', ...many },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toHaveLength(20);
    const huge = await call('POST', 'contact/send', {
      body: {
        name: 'Anna',
        email: 'anna@example.se',
        message: 'Hej, jag vill veta mer.',
        ['n'.repeat(500_000)]: 1,
      },
    });
    expect(huge.status).toBe(422);
    expect(Object.values(huge.body.error.fields)).toEqual(['Unknown field.']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('suggests only names that are close', () => {
    const known = ['name', 'sizeCm', 'vatPercent', 'city'];
    expect(suggestion('Name', known)).toBe('name');
    expect(suggestion('nmae', known)).toBe('name');
    expect(suggestion('vatPercnt', known)).toBe('vatPercent');
    expect(suggestion('x', known)).toBeUndefined();
    expect(suggestion('favouriteHorse', known)).toBeUndefined();
  });
});

describe("the specification's field names", () => {
  it('animal size → sizeCm, in JSON and in multipart data', async () => {
    const res = await call('POST', 'animals/create', {
      token: me.token,
      body: { ...animalBody({ sizeCm: undefined }), size: 148.5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.sizeCm).toBe(148.5);
    const form = new FormData();
    form.set('data', JSON.stringify({ ...animalBody({ sizeCm: undefined }), size: '151' }));
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    form.set('picture', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'p.png');
    const multipart = await call('PUT', `animals/update/${res.body.data.id}`, { token: me.token, raw: form });
    expect(multipart.status, JSON.stringify(multipart.body)).toBe(200);
    expect(multipart.body.data.sizeCm).toBe(151);
    const [row] = await systemDb().select().from(animals).where(eq(animals.id, res.body.data.id));
    expect(Number(row!.sizeCm)).toBe(151);
  });

  it('product vatPercentage → vatPercent; a product keeps its own size', async () => {
    const body = { ...productBody(await inventoryTypeIds(me), { vatPercent: undefined }), vatPercentage: 12 };
    const res = await call('POST', 'inventories/create', { token: me.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ vatPercent: 12, size: '2' });
  });

  it('service vat → vatPercent', async () => {
    const body = { ...serviceBody(await serviceTypeId(me), { vatPercent: undefined }), vat: 6 };
    const res = await call('POST', 'services/create', { token: me.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.vatPercent).toBe(6);
  });

  it('both spellings: the same value is fine, different values are a 422 on the alias', async () => {
    const category = await serviceTypeId(me);
    const same = await call('POST', 'services/create', {
      token: me.token,
      body: serviceBody(category, { vatPercent: 25, vat: 25 }),
    });
    expect(same.status, JSON.stringify(same.body)).toBe(201);
    const before = await countRows();
    const different = await call('POST', 'services/create', {
      token: me.token,
      body: serviceBody(category, { vatPercent: 25, vat: 12 }),
    });
    expect(different.status).toBe(422);
    expect(different.body.error.fields).toEqual({
      vat: 'This is another name for vatPercent, which was sent with a different value. Send only one of them.',
    });
    const sv = await call('POST', 'services/create', {
      token: me.token,
      body: serviceBody(category, { vatPercent: 25, vat: 12 }),
      locale: 'sv',
    });
    expect(sv.body.error.fields.vat).toBe(
      'Det här är ett annat namn för vatPercent, som skickades med ett annat värde. Skicka bara ett av dem.',
    );
    const depth = 200_000;
    const deep = await call('POST', 'services/create', {
      token: me.token,
      raw: JSON.stringify(serviceBody(category, { vatPercent: 25 })).replace(
        /}$/,
        `,"vat":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      ),
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(422);
    expect(Object.keys(deep.body.error.fields)).toEqual(['vat']);
    expect(await countRows()).toEqual(before);
  });

  it("a field sent under the specification's name has its error under that name, in JSON and multipart", async () => {
    const before = await countRows();
    const service = await call('POST', 'services/create', {
      token: me.token,
      body: { ...serviceBody(await serviceTypeId(me), { vatPercent: undefined }), vat: 7 },
    });
    expect(service.status).toBe(422);
    expect(Object.keys(service.body.error.fields)).toEqual(['vat']);
    const product = await call('POST', 'inventories/create', {
      token: me.token,
      body: { ...productBody(await inventoryTypeIds(me), { vatPercent: undefined }), vatPercentage: 'x' },
    });
    expect(product.status).toBe(422);
    expect(Object.keys(product.body.error.fields)).toEqual(['vatPercentage']);
    const animal = await call('POST', 'animals/create', {
      token: me.token,
      body: { ...animalBody({ sizeCm: undefined }), size: 999 },
      locale: 'sv',
    });
    expect(animal.status).toBe(422);
    expect(Object.keys(animal.body.error.fields)).toEqual(['size']);
    const form = new FormData();
    form.set('data', JSON.stringify({ ...animalBody({ sizeCm: undefined }), size: -1 }));
    const multipart = await call('POST', 'animals/create', { token: me.token, raw: form });
    expect(multipart.status).toBe(422);
    expect(Object.keys(multipart.body.error.fields)).toEqual(['size']);
    // Our own name is answered as ours.
    const ours = await call('POST', 'animals/create', { token: me.token, body: animalBody({ sizeCm: 999 }) });
    expect(Object.keys(ours.body.error.fields)).toEqual(['sizeCm']);
    expect(await countRows()).toEqual(before);
  });

  it('the OpenAPI document describes our names, refuses others and mentions the aliases', async () => {
    const doc = await openApiDoc();
    type Schema = {
      properties: Record<string, unknown>;
      additionalProperties?: boolean;
      description: string;
    };
    const body = (path: string) =>
      doc.paths[path]!.post!.requestBody!.content['application/json']!.schema as unknown as Schema;
    const animal = body('/api/v1/animals/create');
    expect(animal.properties.sizeCm).toBeTruthy();
    expect(animal.properties.size).toBeUndefined();
    expect(animal.additionalProperties).toBe(false);
    expect(animal.description).toContain('`size` for `sizeCm`');
    const product = body('/api/v1/inventories/create');
    expect(product.description).toContain('`vatPercentage` for `vatPercent`');
    expect(product.description).toContain('Every field is required');
    const service = body('/api/v1/services/create');
    expect(service.description).toContain('`vat` for `vatPercent`');
  });
});
