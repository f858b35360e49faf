// services/*: every endpoint (create with and without the spec's stray colon), every service rule with a valid
// and an invalid example, status and tenancy.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { services } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier, createService, serviceBody, serviceTypeId } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;
let fullShoeing: string;

const countMine = async (owner: Owner) =>
  (await systemDb().select({ id: services.id }).from(services).where(eq(services.ferrierId, owner.ferrierId)))
    .length;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
  fullShoeing = await serviceTypeId(me);
});

describe('services/create and details', () => {
  it.each(['services/create', 'services/create:'])(
    '%s creates a service and details shows it',
    async (path) => {
      const res = await call('POST', path, {
        token: me.token,
        body: serviceBody(fullShoeing, { price: '1450,50', unit: '1' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        service: 'Skoning runt om',
        category: fullShoeing,
        categoryName: 'Full shoeing (4 shoes)',
        description: 'Verkning och fyra nya stålskor, inklusive söm.',
        price: 1450.5,
        priceOre: 145050,
        unit: 1,
        vatPercent: 25,
        status: 'active',
      });
      const details = await call('GET', `services/details/${res.body.data.id}`, {
        token: me.token,
        locale: 'sv',
      });
      expect(details.status).toBe(200);
      expect(details.body.data).toMatchObject({
        id: res.body.data.id,
        categoryName: 'Skoning runt om (4 skor)',
      });
    },
  );

  it('validates the colon path the same way, writing nothing', async () => {
    const before = await countMine(me);
    const res = await call('POST', 'services/create:', {
      token: me.token,
      body: serviceBody(fullShoeing, { price: 0 }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.price).toBe('The price must be more than 0.');
    expect(await countMine(me)).toBe(before);
  });

  it.each(['category', 'service', 'description', 'price', 'unit', 'vatPercent'])(
    'requires %s (missing or empty)',
    async (field) => {
      const before = await countMine(me);
      for (const value of [undefined, '']) {
        const res = await call('POST', 'services/create', {
          token: me.token,
          body: serviceBody(fullShoeing, { [field]: value }),
        });
        expect(res.status).toBe(422);
        expect(res.body.error.fields[field]).toBe('This field is required.');
      }
      expect(await countMine(me)).toBe(before);
    },
  );

  const rules: Array<[string, unknown, unknown, string]> = [
    // field, valid, invalid, message of the invalid one
    ['description', 'x'.repeat(2000), 'x'.repeat(2001), 'at most 2000 characters'],
    ['service', 'x'.repeat(100), 'x'.repeat(101), 'too long'],
    ['price', 0.01, 0, 'more than 0'],
    ['price', 650.5, -650, 'more than 0'],
    ['price', '650,50', 650.505, 'at most 2 decimals'],
    ['unit', 2, 3, '1 (per piece or occasion) or 2 (per hour)'],
    ['unit', 1, 0, '1 (per piece or occasion) or 2 (per hour)'],
    ['unit', '2', 1.5, '1 (per piece or occasion) or 2 (per hour)'],
    ['vatPercent', 0, -25, 'VAT cannot be negative'],
    ['vatPercent', 6, 13, '25, 12, 6 or 0'],
    ['category', undefined, 'trimming', 'category from the list'],
    ['category', undefined, '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10', 'category from the list'],
  ];
  it.each(rules)('%s: accepts %j, refuses %j with a message', async (field, valid, invalid, message) => {
    const ok = await call('POST', 'services/create', {
      token: me.token,
      body: serviceBody(fullShoeing, valid === undefined ? {} : { [field]: valid }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const before = await countMine(me);
    const bad = await call('POST', 'services/create', {
      token: me.token,
      body: serviceBody(fullShoeing, { [field]: invalid }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields[field]).toContain(message);
    expect(await countMine(me)).toBe(before);
  });

  it('gives the messages in Swedish', async () => {
    const res = await call('POST', 'services/create', {
      token: me.token,
      locale: 'sv',
      body: serviceBody(fullShoeing, { description: 'x'.repeat(2001), price: 0, unit: 3, vatPercent: -6 }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      description: 'Beskrivningen får vara högst 2000 tecken.',
      price: 'Priset måste vara större än 0.',
      unit: 'Välj enhet 1 (per styck eller tillfälle) eller 2 (per timme).',
      vatPercent: 'Momsen kan inte vara negativ.',
    });
  });

  it('refuses bad JSON and wrong types, writing nothing', async () => {
    const before = await countMine(me);
    const raw = await call('POST', 'services/create', {
      token: me.token,
      raw: '{"service": "Verkning"',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const rawColon = await call('POST', 'services/create:', {
      token: me.token,
      raw: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(rawColon.status).toBe(400);
    for (const wrong of [{ service: ['x'] }, { price: true }, { unit: [1] }, { vatPercent: { rate: 25 } }]) {
      const res = await call('POST', 'services/create', {
        token: me.token,
        body: serviceBody(fullShoeing, wrong),
      });
      expect(res.status, JSON.stringify(wrong)).toBe(422);
      expect(res.body.error.fields[Object.keys(wrong)[0]!]).toBe('This value has the wrong type.');
    }
    expect(await countMine(me)).toBe(before);
  });
});

describe('services/update', () => {
  it('replaces the fields', async () => {
    const s = await createService(me);
    const trimming = await serviceTypeId(me, 'Trimming');
    const res = await call('PUT', `services/update/${s.id}`, {
      token: me.token,
      body: serviceBody(trimming, {
        service: 'Verkning',
        description: 'Verkning av fyra hovar.',
        price: 650,
        unit: 2,
        vatPercent: 12,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: s.id,
      service: 'Verkning',
      category: trimming,
      categoryName: 'Trimming',
      price: 650,
      priceOre: 65000,
      unit: 2,
      vatPercent: 12,
    });
  });

  it('refuses invalid input and changes nothing', async () => {
    const s = await createService(me);
    for (const body of [
      serviceBody(fullShoeing, { service: 'Ändrad', price: 0 }),
      serviceBody(fullShoeing, { service: 'Ändrad', description: undefined }),
      serviceBody('0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10', { service: 'Ändrad' }),
    ]) {
      const res = await call('PUT', `services/update/${s.id}`, { token: me.token, body });
      expect(res.status).toBe(422);
    }
    const [row] = await systemDb().select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ name: 'Skoning runt om', priceOre: 145000, serviceTypeId: fullShoeing });
  });
});

describe('services/list, suggestions and update-status', () => {
  let owner: Owner;
  let ids: Record<string, string>;
  beforeAll(async () => {
    owner = await createFerrier();
    ids = {};
    for (const [service, price, description] of [
      ['Verkning', 650, 'Verkning av fyra hovar'],
      ['Akutbesök', 1200, 'Utryckning vid tappad sko'],
      ['Skoning runt om', 1450, 'Fyra nya stålskor'],
      ['Ortopedisk skoning', 2400, 'Sjukbeslag efter veterinärens remiss'],
      ['Öppen rådgivning', 400, 'Bedömning av hovar och rörelser'],
    ] as const) {
      ids[service] = (await createService(owner, { service, price, description })).id;
    }
  });

  const names = (res: { body: { data: Array<{ service: string }> } }) => res.body.data.map((s) => s.service);

  it('pages through all services by name with a cursor, in Swedish order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(
        'GET',
        `services/list?ferrierId=${owner.ferrierId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: owner.token },
      );
      expect(res.status).toBe(200);
      seen.push(...names(res));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'Akutbesök',
      'Ortopedisk skoning',
      'Skoning runt om',
      'Verkning',
      'Öppen rådgivning',
    ]);
  });

  it('sorts by price and by newest, and searches name and description', async () => {
    const byPrice = await call('GET', 'services/list?sort=price&limit=3', { token: owner.token });
    expect(names(byPrice)).toEqual(['Öppen rådgivning', 'Verkning', 'Akutbesök']);
    const rest = await call('GET', `services/list?sort=price&cursor=${byPrice.body.nextCursor}`, {
      token: owner.token,
    });
    expect(names(rest)).toEqual(['Skoning runt om', 'Ortopedisk skoning']);
    const newest = await call('GET', 'services/list?sort=newest', { token: owner.token });
    expect(names(newest)[0]).toBe('Öppen rådgivning');
    const search = await call('GET', 'services/list?search=SKOR', { token: owner.token });
    expect(names(search)).toEqual(['Skoning runt om']);
    const byDescription = await call('GET', 'services/list?search=remiss', { token: owner.token });
    expect(names(byDescription)).toEqual(['Ortopedisk skoning']);
  });

  it('filters by status; inactive services leave the suggestions', async () => {
    const id = ids['Akutbesök']!;
    const res = await call('PATCH', `services/update-status/${id}`, {
      token: owner.token,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'inactive' });
    const inactive = await call('GET', 'services/list?status=inactive', { token: owner.token });
    expect(names(inactive)).toEqual(['Akutbesök']);
    const active = await call('GET', 'services/list?status=active', { token: owner.token });
    expect(active.body.data).toHaveLength(4);
    const suggestions = await call('GET', 'services/suggestions?search=akut', { token: owner.token });
    expect(suggestions.body.data).toHaveLength(0);
    await call('PATCH', `services/update-status/${id}`, { token: owner.token, body: { status: 'active' } });
    const back = await call('GET', 'services/suggestions?search=akut', { token: owner.token, locale: 'sv' });
    expect(back.body.data).toEqual([
      {
        id,
        service: 'Akutbesök',
        categoryName: 'Skoning runt om (4 skor)',
        price: 1200,
        priceOre: 120000,
        unit: 1,
        vatPercent: 25,
      },
    ]);
  });

  it('suggests without a search too, and caps the count', async () => {
    const res = await call('GET', 'services/suggestions?limit=2', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
  });

  it.each([
    ['services/list?limit=0', 'limit'],
    ['services/list?status=gone', 'status'],
    ['services/list?sort=stock', 'sort'],
    ['services/list?cursor=garbage', 'cursor'],
    ['services/suggestions?limit=51', 'limit'],
  ])('refuses %s', async (path, field) => {
    const res = await call('GET', path, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('refuses a bad status body', async () => {
    const res = await call('PATCH', `services/update-status/${ids.Verkning}`, {
      token: owner.token,
      body: { status: 'archived' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.status).toBeTruthy();
  });
});

describe('tenant isolation', () => {
  it('another tenant’s service is 404 on every {id} route and stays unchanged', async () => {
    const theirs = await createService(other, { service: 'Hemlig skoning' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `services/details/${theirs.id}`],
      ['PUT', `services/update/${theirs.id}`, serviceBody(fullShoeing, { service: 'Stulen' })],
      ['PATCH', `services/update-status/${theirs.id}`, { status: 'inactive' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token: me.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await systemDb().select().from(services).where(eq(services.id, theirs.id));
    expect(row).toMatchObject({ name: 'Hemlig skoning', status: 'active' });
  });

  it('a list never shows another tenant’s rows, even when ?ferrierId names that tenant', async () => {
    await createService(other, { service: 'Hemligare verkning' });
    const named = await call('GET', `services/list?ferrierId=${other.ferrierId}`, { token: me.token });
    expect(named.status).toBe(404);
    const mine = await call('GET', 'services/list?search=hemlig', { token: me.token });
    expect(mine.body.data).toHaveLength(0);
    const suggest = await call('GET', 'services/suggestions?search=hemlig', { token: me.token });
    expect(suggest.body.data).toHaveLength(0);
  });

  it('every service route needs a session', async () => {
    for (const [method, path] of [
      ['GET', 'services/list'],
      ['GET', 'services/suggestions'],
      ['POST', 'services/create'],
      ['POST', 'services/create:'],
    ]) {
      const res = await call(method!, path!, {
        body: method === 'POST' ? serviceBody(fullShoeing) : undefined,
      });
      expect(res.status).toBe(401);
    }
  });
});
