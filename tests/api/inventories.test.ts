// inventories/*: every endpoint, every product rule with a valid and an invalid example, low stock, tenancy.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { systemDb } from '@/server/db/system';
import { products } from '@/server/db/schema';
import { call } from '../support/api-client';
import {
  createFerrier,
  createProduct,
  inventoryTypeIds,
  productBody,
  type ProductTypes,
} from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;
let types: ProductTypes;

const countMine = async (owner: Owner) =>
  (await systemDb().select({ id: products.id }).from(products).where(eq(products.ferrierId, owner.ferrierId)))
    .length;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
  types = await inventoryTypeIds(me);
});

describe('inventories/create and details', () => {
  it('creates a product, stores öre exactly and shows it with its type names', async () => {
    const res = await call('POST', 'inventories/create', {
      token: me.token,
      body: productBody(types, { purchasePrice: 89.5, sellingPrice: '149,90' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Stålsko fram',
      brandName: 'Mustad',
      inventoryTypeName: 'Horseshoes',
      inventorySubTypeName: 'Steel shoes',
      unit: 'par',
      purchasePrice: 89.5,
      purchasePriceOre: 8950,
      sellingPrice: 149.9,
      sellingPriceOre: 14990,
      vatPercent: 25,
      stockQuantity: 24,
      minimumReorderLevel: 6,
      lowStock: false,
      lastPurchaseDate: '2025-01-15',
      status: 'active',
    });
    const details = await call('GET', `inventories/details/${res.body.data.id}`, {
      token: me.token,
      locale: 'sv',
    });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      id: res.body.data.id,
      inventoryTypeName: 'Hästskor',
      inventorySubTypeName: 'Stålskor',
    });
  });

  it.each([
    [0.29, 29],
    [1.15, 115],
    [19.99, 1999],
    ['4,35', 435],
    ['1000000', 100_000_000],
  ])('converts %j kronor to %i öre without floating error', async (price, ore) => {
    const res = await call('POST', 'inventories/create', {
      token: me.token,
      body: productBody(types, { purchasePrice: price }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await systemDb().select().from(products).where(eq(products.id, res.body.data.id));
    expect(row!.purchasePriceOre).toBe(ore);
    expect(res.body.data.purchasePriceOre).toBe(ore);
  });

  const fields = [
    'name',
    'brandName',
    'inventoryTypeId',
    'inventorySubTypeId',
    'size',
    'category',
    'subcategory',
    'unit',
    'purchasePrice',
    'sellingPrice',
    'vatPercent',
    'stockQuantity',
    'minimumReorderLevel',
    'supplier',
    'lastPurchaseDate',
  ];
  it.each(fields)('requires %s (missing or empty)', async (field) => {
    const before = await countMine(me);
    for (const value of [undefined, '']) {
      const res = await call('POST', 'inventories/create', {
        token: me.token,
        body: productBody(types, { [field]: value }),
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields[field]).toBe('This field is required.');
    }
    expect(await countMine(me)).toBe(before);
  });

  const today = todayInStockholm();
  const rules: Array<[string, unknown, unknown, string]> = [
    // field, valid, invalid, message of the invalid one
    ['purchasePrice', 89.5, 89.555, 'at most 2 decimals'],
    ['purchasePrice', '129,90', '12,345', 'at most 2 decimals'],
    ['purchasePrice', 0, -1, 'cannot be negative'],
    ['sellingPrice', 1000000, 1000000.01, 'too large'],
    ['sellingPrice', '149', 'gratis', 'at most 2 decimals'],
    ['vatPercent', 12, 7, '25, 12, 6 or 0'],
    ['vatPercent', 0, -25, 'VAT cannot be negative'],
    ['vatPercent', '6', 30, '25, 12, 6 or 0'],
    ['stockQuantity', 2.125, -1, '0 or more'],
    ['stockQuantity', 0, 1.2345, 'at most 3 decimals'],
    ['minimumReorderLevel', 0.5, -0.5, '0 or more'],
    ['lastPurchaseDate', today, addDays(today, 1), 'later than today'],
    ['lastPurchaseDate', '2024-02-29', '2023-02-29', 'valid date'],
    ['unit', 'ask', 'x'.repeat(21), 'too long'],
    ['name', 'Limsko', 'x'.repeat(101), 'too long'],
    ['size', '00', 'x'.repeat(51), 'too long'],
    ['inventoryTypeId', undefined, 'horseshoes', 'product type'],
  ];
  it.each(rules)('%s: accepts %j, refuses %j with a message', async (field, valid, invalid, message) => {
    const ok = await call('POST', 'inventories/create', {
      token: me.token,
      body: productBody(types, valid === undefined ? {} : { [field]: valid }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const before = await countMine(me);
    const bad = await call('POST', 'inventories/create', {
      token: me.token,
      body: productBody(types, { [field]: invalid }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields[field]).toContain(message);
    expect(await countMine(me)).toBe(before);
  });

  it('refuses a sub-type of another type, and unknown types, writing nothing', async () => {
    const nails = await inventoryTypeIds(me, 'Nails', 'Slim/race nails');
    const before = await countMine(me);
    const mixed = await call('POST', 'inventories/create', {
      token: me.token,
      body: productBody(types, { inventorySubTypeId: nails.inventorySubTypeId }),
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.error.fields).toEqual({
      inventorySubTypeId: 'The sub-type does not belong to the chosen type.',
    });
    const unknown = await call('POST', 'inventories/create', {
      token: me.token,
      body: productBody(types, {
        inventoryTypeId: '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10',
        inventorySubTypeId: '1b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10',
      }),
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.error.fields).sort()).toEqual(['inventorySubTypeId', 'inventoryTypeId']);
    expect(await countMine(me)).toBe(before);
    const matching = await call('POST', 'inventories/create', { token: me.token, body: productBody(nails) });
    expect(matching.status).toBe(201);
    expect(matching.body.data.inventorySubTypeName).toBe('Slim/race nails');
  });

  it('gives the messages in Swedish', async () => {
    const res = await call('POST', 'inventories/create', {
      token: me.token,
      locale: 'sv',
      body: productBody(types, {
        purchasePrice: 1.234,
        vatPercent: 7,
        stockQuantity: -2,
        supplier: '',
        lastPurchaseDate: addDays(todayInStockholm(), 3),
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Några fält behöver åtgärdas.');
    expect(res.body.error.fields).toEqual({
      purchasePrice: 'Ange ett belopp i kronor med högst två decimaler, t.ex. 89,50.',
      vatPercent: 'Välj en momssats: 25, 12, 6 eller 0 %.',
      stockQuantity: 'Ange ett tal som är 0 eller större, med högst tre decimaler.',
      supplier: 'Fältet måste fyllas i.',
      lastPurchaseDate: expect.stringMatching(/^Datumet/),
    });
  });

  it('refuses bad JSON and wrong types, writing nothing', async () => {
    const before = await countMine(me);
    const raw = await call('POST', 'inventories/create', {
      token: me.token,
      raw: '{"name": "Sko",',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const text = await call('POST', 'inventories/create', {
      token: me.token,
      raw: 'name=Sko',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    for (const wrong of [
      { name: ['x'] },
      { stockQuantity: true },
      { purchasePrice: { sek: 10 } },
      { vatPercent: [25] },
      { lastPurchaseDate: 20250115 },
    ]) {
      const res = await call('POST', 'inventories/create', {
        token: me.token,
        body: productBody(types, wrong),
      });
      expect(res.status, JSON.stringify(wrong)).toBe(422);
      expect(res.body.error.fields[Object.keys(wrong)[0]!]).toBe('This value has the wrong type.');
    }
    expect(await countMine(me)).toBe(before);
  });
});

describe('inventories/update', () => {
  it('replaces the fields', async () => {
    const p = await createProduct(me);
    const pads = await inventoryTypeIds(me, 'Pads', 'Leather pads');
    const res = await call('PUT', `inventories/update/${p.id}`, {
      token: me.token,
      body: productBody(pads, { name: 'Lädersula', sellingPrice: 35.5, stockQuantity: 2, unit: 'st' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: p.id,
      name: 'Lädersula',
      inventoryTypeName: 'Pads',
      inventorySubTypeName: 'Leather pads',
      sellingPriceOre: 3550,
      stockQuantity: 2,
      lowStock: true,
      unit: 'st',
    });
  });

  it('refuses invalid input and a mismatched sub-type, changing nothing', async () => {
    const p = await createProduct(me);
    const nails = await inventoryTypeIds(me, 'Nails', 'E-head/regular nails');
    for (const body of [
      productBody(types, { name: 'Ändrad', sellingPrice: -5 }),
      productBody(types, { name: 'Ändrad', inventorySubTypeId: nails.inventorySubTypeId }),
      productBody(types, { name: 'Ändrad', brandName: undefined }),
    ]) {
      const res = await call('PUT', `inventories/update/${p.id}`, { token: me.token, body });
      expect(res.status).toBe(422);
    }
    const [row] = await systemDb().select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ name: 'Stålsko fram', sellingPriceOre: 14900, brandName: 'Mustad' });
  });
});

describe('inventories/list, suggestions, low-stock and update-status', () => {
  let owner: Owner;
  let ids: Record<string, string>;
  beforeAll(async () => {
    owner = await createFerrier();
    ids = {};
    // name, stock, reorder level: Öhlins and Broddar are low on stock.
    for (const [name, stockQuantity, minimumReorderLevel, supplier] of [
      ['Aluminiumsko', 10, 2, 'Hovslagarbutiken'],
      ['Öhlins hovolja', 1, 3, 'Hästfoder AB'],
      ['Broddar M12', 4, 4, 'Hovslagarbutiken'],
      ['Kilsula 2°', 30, 5, 'Uppsala Hovvaror'],
      ['Raspel', 6, 1, 'Uppsala Hovvaror'],
    ] as const) {
      ids[name] = (await createProduct(owner, { name, stockQuantity, minimumReorderLevel, supplier })).id;
    }
  });

  const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((p) => p.name);

  it('pages through all products by name with a cursor, in Swedish order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(
        'GET',
        `inventories/list?ferrierId=${owner.ferrierId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: owner.token },
      );
      expect(res.status).toBe(200);
      seen.push(...names(res));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Aluminiumsko', 'Broddar M12', 'Kilsula 2°', 'Raspel', 'Öhlins hovolja']);
  });

  it('sorts by stock (low stock first) and by newest, across pages', async () => {
    const collect = async (sort: string) => {
      const seen: Array<{ name: string; lowStock: boolean }> = [];
      let cursor: string | null = null;
      do {
        const res = await call(
          'GET',
          `inventories/list?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          {
            token: owner.token,
          },
        );
        expect(res.status).toBe(200);
        seen.push(...res.body.data);
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    };
    const byStock = await collect('stock');
    expect(byStock.map((p) => p.name)).toEqual([
      'Öhlins hovolja',
      'Broddar M12',
      'Raspel',
      'Aluminiumsko',
      'Kilsula 2°',
    ]);
    expect(byStock.map((p) => p.lowStock)).toEqual([true, true, false, false, false]);
    const newest = await collect('newest');
    expect(newest.map((p) => p.name)).toEqual([
      'Raspel',
      'Kilsula 2°',
      'Broddar M12',
      'Öhlins hovolja',
      'Aluminiumsko',
    ]);
  });

  it('flags and filters low stock', async () => {
    const low = await call('GET', 'inventories/list?lowStock=true', { token: owner.token });
    expect(names(low)).toEqual(['Broddar M12', 'Öhlins hovolja']);
    const notLow = await call('GET', 'inventories/list?lowStock=false', { token: owner.token });
    expect(names(notLow)).toEqual(['Aluminiumsko', 'Kilsula 2°', 'Raspel']);
    expect(notLow.body.data.every((p: { lowStock: boolean }) => !p.lowStock)).toBe(true);
  });

  it('searches name, brand, size, category and supplier', async () => {
    const bySupplier = await call('GET', 'inventories/list?search=uppsala', { token: owner.token });
    expect(names(bySupplier)).toEqual(['Kilsula 2°', 'Raspel']);
    const byBrand = await call('GET', 'inventories/list?search=MUSTAD', { token: owner.token });
    expect(byBrand.body.data).toHaveLength(5);
    const wildcard = await call('GET', 'inventories/list?search=%25', { token: owner.token });
    expect(wildcard.body.data).toHaveLength(0);
  });

  it('lists low stock for the dashboard, fewest first, active only', async () => {
    const res = await call('GET', 'inventories/low-stock', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Öhlins hovolja', stockQuantity: 1, minimumReorderLevel: 3 }),
      expect.objectContaining({ name: 'Broddar M12', stockQuantity: 4, minimumReorderLevel: 4 }),
    ]);
    const one = await call('GET', 'inventories/low-stock?limit=1', { token: owner.token });
    expect(names(one)).toEqual(['Öhlins hovolja']);
  });

  it('filters by status; inactive products leave the suggestions and the low-stock list', async () => {
    const id = ids['Öhlins hovolja']!;
    const res = await call('PATCH', `inventories/update-status/${id}`, {
      token: owner.token,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'inactive' });
    const inactive = await call('GET', 'inventories/list?status=inactive', { token: owner.token });
    expect(names(inactive)).toEqual(['Öhlins hovolja']);
    const active = await call('GET', 'inventories/list?status=active', { token: owner.token });
    expect(active.body.data).toHaveLength(4);
    const suggestions = await call('GET', 'inventories/suggestions?search=hovolja', { token: owner.token });
    expect(suggestions.body.data).toHaveLength(0);
    const low = await call('GET', 'inventories/low-stock', { token: owner.token });
    expect(names(low)).toEqual(['Broddar M12']);
    await call('PATCH', `inventories/update-status/${id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    const back = await call('GET', 'inventories/suggestions?search=hovolja', { token: owner.token });
    expect(back.body.data).toEqual([
      expect.objectContaining({
        id,
        name: 'Öhlins hovolja',
        sellingPrice: 149,
        sellingPriceOre: 14900,
        lowStock: true,
      }),
    ]);
  });

  it('suggests without a search too, and caps the count', async () => {
    const res = await call('GET', 'inventories/suggestions?limit=3', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
  });

  it.each([
    ['inventories/list?limit=0', 'limit'],
    ['inventories/list?limit=201', 'limit'],
    ['inventories/list?status=gone', 'status'],
    ['inventories/list?sort=price', 'sort'],
    ['inventories/list?lowStock=maybe', 'lowStock'],
    ['inventories/list?cursor=garbage', 'cursor'],
    ['inventories/suggestions?limit=51', 'limit'],
    ['inventories/low-stock?limit=0', 'limit'],
  ])('refuses %s', async (path, field) => {
    const res = await call('GET', path, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('refuses a bad status body', async () => {
    const res = await call('PATCH', `inventories/update-status/${ids.Raspel}`, {
      token: owner.token,
      body: { status: 'deleted' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.status).toBeTruthy();
  });
});

describe('tenant isolation', () => {
  it('another tenant’s product is 404 on every {id} route and stays unchanged', async () => {
    const theirs = await createProduct(other, { name: 'Hemlig sko' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `inventories/details/${theirs.id}`],
      ['PUT', `inventories/update/${theirs.id}`, productBody(types, { name: 'Stulen' })],
      ['PATCH', `inventories/update-status/${theirs.id}`, { status: 'inactive' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token: me.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const malformed = await call('GET', 'inventories/details/not-a-uuid', { token: me.token });
    expect(malformed.status).toBe(404);
    const [row] = await systemDb().select().from(products).where(eq(products.id, theirs.id));
    expect(row).toMatchObject({ name: 'Hemlig sko', status: 'active' });
  });

  it('a list never shows another tenant’s rows, even when ?ferrierId names that tenant', async () => {
    await createProduct(other, { name: 'Hemligare sko', stockQuantity: 0 });
    const named = await call('GET', `inventories/list?ferrierId=${other.ferrierId}`, { token: me.token });
    expect(named.status).toBe(404);
    const mine = await call('GET', 'inventories/list?search=hemlig', { token: me.token });
    expect(mine.body.data).toHaveLength(0);
    const suggest = await call('GET', 'inventories/suggestions?search=hemlig', { token: me.token });
    expect(suggest.body.data).toHaveLength(0);
    const low = await call('GET', 'inventories/low-stock?limit=50', { token: me.token });
    expect(low.body.data.map((p: { name: string }) => p.name)).not.toContain('Hemligare sko');
  });

  it('every inventory route needs a session', async () => {
    for (const [method, path] of [
      ['GET', 'inventories/list'],
      ['GET', 'inventories/suggestions'],
      ['GET', 'inventories/low-stock'],
      ['POST', 'inventories/create'],
    ]) {
      const res = await call(method!, path!, { body: method === 'POST' ? productBody(types) : undefined });
      expect(res.status).toBe(401);
    }
  });
});
