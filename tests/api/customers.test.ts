// customers/*: every endpoint, every rule with a valid and an invalid example, and tenant isolation.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { customers } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createCustomer, createFerrier, customerBody } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

describe('customers/create and details', () => {
  it('creates a customer, normalizing identifiers, and shows it with its animals', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      body: customerBody({
        personalId: '811228-9874',
        organizationNumber: '556016-0680',
        productionSiteNumber: ' se-064 12345 ',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      firstName: 'Karin',
      phone: '+46707654321',
      postalCode: '75320',
      personalId: '198112289874',
      organizationNumber: '5560160680',
      productionSiteNumber: 'SE-064 12345',
      paymentTerms: 30,
      status: 'active',
    });
    const details = await call('GET', `customers/details/${res.body.data.id}`, { token: me.token });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ id: res.body.data.id, animals: [] });
  });

  const rules: Array<[string, unknown, unknown]> = [
    // field, valid, invalid
    ['firstName', 'Åsa-Britt', 'Anna2'],
    ['firstName', "D'Ahl", ''],
    ['lastName', 'Lind-Berg', 'Berg3'],
    ['email', 'a.b@example.se', 'a@b'],
    ['email', 'x@example.se', `${'a'.repeat(250)}@ex.se`],
    ['phone', '+46 70 123 45 67', '+44 20 7946 0958'],
    ['phone', '08-123 456 78', '070-12'],
    ['personalId', '19811228-9874', '811228-9875'],
    ['personalId', '701063-2342', '811328-9874'], // samordningsnummer valid; month 13 invalid
    ['organizationNumber', '556016-0680', '556016-0681'],
    ['organizationNumber', '811228-9874', '1234567890'], // a sole trader's personnummer; a bad checksum
    ['productionSiteNumber', 'A12345', 'SE--12345'],
    ['productionSiteNumber', '12345678901234567890', '123456789012345678901'],
    ['paymentTerms', 0, 91],
    ['paymentTerms', 90, -1],
    ['paymentTerms', 14, 2.5],
    ['postalCode', '123 45', '1234'],
    ['billingPostalCode', '12345', '123456'],
    ['billingCity', 'Knivsta', ''],
  ];
  it.each(rules)('%s: accepts %j, refuses %j with a message', async (field, valid, invalid) => {
    const ok = await call('POST', 'customers/create', {
      token: me.token,
      body: customerBody({ [field]: valid }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const before = await systemDb()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.ferrierId, me.ferrierId));
    const bad = await call('POST', 'customers/create', {
      token: me.token,
      body: customerBody({ [field]: invalid }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields[field]).toEqual(expect.any(String));
    const after = await systemDb()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.ferrierId, me.ferrierId));
    expect(after.length).toBe(before.length);
  });

  it('requires the billing address when a billing postal code or city is given', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      body: customerBody({ billingAddress: '' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.billingAddress).toBe('This field is required.');
  });

  it('gives the messages in Swedish', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      locale: 'sv',
      body: customerBody({ personalId: '123', paymentTerms: 120 }),
    });
    expect(res.body.error.fields.personalId).toMatch(/^Ange ett giltigt personnummer/);
    expect(res.body.error.fields.paymentTerms).toMatch(/^Betalningsvillkoret/);
  });

  it('refuses bad JSON and wrong types, writing nothing', async () => {
    const raw = await call('POST', 'customers/create', {
      token: me.token,
      raw: '{"firstName": "Anna",',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const typed = await call('POST', 'customers/create', {
      token: me.token,
      body: customerBody({ firstName: ['x'] }),
    });
    expect(typed.status).toBe(422);
    const mine = await systemDb().select().from(customers).where(eq(customers.firstName, 'x'));
    expect(mine).toHaveLength(0);
  });
});

describe('customers/update', () => {
  it('replaces the fields', async () => {
    const c = await createCustomer(me);
    const res = await call('PUT', `customers/update/${c.id}`, {
      token: me.token,
      body: customerBody({ firstName: 'Karolina', email: undefined, paymentTerms: 10 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Karolina', email: null, paymentTerms: 10 });
  });

  it('refuses invalid input and changes nothing', async () => {
    const c = await createCustomer(me);
    const res = await call('PUT', `customers/update/${c.id}`, {
      token: me.token,
      body: customerBody({ phone: '1' }),
    });
    expect(res.status).toBe(422);
    const [row] = await systemDb().select().from(customers).where(eq(customers.id, c.id));
    expect(row!.phone).toBe('+46707654321');
  });
});

describe('customers/list and suggestions', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createFerrier();
    for (const [firstName, lastName, city] of [
      ['Anna', 'Berg', 'Knivsta'],
      ['Lars', 'Öberg', 'Uppsala'],
      ['Maja', 'Nilsson', 'Märsta'],
      ['Per', 'Holmgren', 'Morgongåva'],
      ['Elin', 'Ström', 'Uppsala'],
    ]) {
      await createCustomer(owner, { firstName, lastName, city });
    }
  });

  it('pages through all customers by name with a cursor', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(
        'GET',
        `customers/list?ferrierId=${owner.ferrierId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        {
          token: owner.token,
        },
      );
      expect(res.status).toBe(200);
      names.push(...res.body.data.map((c: { lastName: string }) => c.lastName));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    // Swedish order: Ö comes last, after Z.
    expect(names).toEqual(['Berg', 'Holmgren', 'Nilsson', 'Ström', 'Öberg']);
  });

  it('searches names, cities and phone numbers in national form', async () => {
    const byCity = await call('GET', 'customers/list?search=uppsala', { token: owner.token });
    expect(byCity.body.data.map((c: { firstName: string }) => c.firstName).sort()).toEqual(['Elin', 'Lars']);
    const byPhone = await call('GET', 'customers/list?search=0707654321', { token: owner.token });
    expect(byPhone.body.data).toHaveLength(5);
    const wildcard = await call('GET', 'customers/list?search=%25', { token: owner.token });
    expect(wildcard.body.data).toHaveLength(0);
  });

  it('sorts by city and by newest', async () => {
    const city = await call('GET', 'customers/list?sort=city', { token: owner.token });
    expect(city.body.data[0].city).toBe('Knivsta');
    const newest = await call('GET', 'customers/list?sort=newest', { token: owner.token });
    expect(newest.body.data[0].firstName).toBe('Elin');
  });

  it('filters by status; inactive customers leave the suggestions', async () => {
    const list = await call('GET', 'customers/list?search=holmgren', { token: owner.token });
    const per = list.body.data[0];
    const res = await call('PATCH', `customers/update-status/${per.id}`, {
      token: owner.token,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: per.id, status: 'inactive' });
    const inactive = await call('GET', 'customers/list?status=inactive', { token: owner.token });
    expect(inactive.body.data.map((c: { id: string }) => c.id)).toEqual([per.id]);
    const active = await call('GET', 'customers/list?status=active', { token: owner.token });
    expect(active.body.data).toHaveLength(4);
    const suggestions = await call('GET', 'customers/suggestions?search=holm', { token: owner.token });
    expect(suggestions.body.data).toHaveLength(0);
    await call('PATCH', `customers/update-status/${per.id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    const back = await call('GET', 'customers/suggestions?search=holm', { token: owner.token });
    expect(back.body.data.map((s: { lastName: string }) => s.lastName)).toEqual(['Holmgren']);
  });

  it('suggests without a search too, and caps the count', async () => {
    const res = await call('GET', 'customers/suggestions?limit=3', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
  });

  it.each([
    ['customers/list?limit=0', 'limit'],
    ['customers/list?limit=201', 'limit'],
    ['customers/list?status=gone', 'status'],
    ['customers/list?sort=shoe', 'sort'],
    ['customers/list?cursor=garbage', 'cursor'],
    ['customers/suggestions?limit=51', 'limit'],
  ])('refuses %s', async (path, field) => {
    const res = await call('GET', path, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('refuses a bad status body', async () => {
    const list = await call('GET', 'customers/list', { token: owner.token });
    const res = await call('PATCH', `customers/update-status/${list.body.data[0].id}`, {
      token: owner.token,
      body: { status: 'deleted' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.status).toBeTruthy();
  });
});

describe('tenant isolation', () => {
  it('another tenant’s customer is 404 on every {id} route and stays unchanged', async () => {
    const theirs = await createCustomer(other, { firstName: 'Hemlig' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `customers/details/${theirs.id}`],
      ['PUT', `customers/update/${theirs.id}`, customerBody({ firstName: 'Stulen' })],
      ['PATCH', `customers/update-status/${theirs.id}`, { status: 'inactive' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token: me.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await systemDb().select().from(customers).where(eq(customers.id, theirs.id));
    expect(row).toMatchObject({ firstName: 'Hemlig', status: 'active' });
  });

  it('a list never shows another tenant’s rows, even when ?ferrierId names that tenant', async () => {
    await createCustomer(other, { firstName: 'Hemligare' });
    const named = await call('GET', `customers/list?ferrierId=${other.ferrierId}`, { token: me.token });
    expect(named.status).toBe(404);
    const mine = await call('GET', 'customers/list?search=hemlig', { token: me.token });
    expect(mine.body.data).toHaveLength(0);
    const suggest = await call('GET', 'customers/suggestions?search=hemlig', { token: me.token });
    expect(suggest.body.data).toHaveLength(0);
  });

  it('every customer route needs a session', async () => {
    for (const [method, path] of [
      ['GET', 'customers/list'],
      ['GET', 'customers/suggestions'],
      ['POST', 'customers/create'],
    ]) {
      expect(
        (await call(method!, path!, { body: method === 'POST' ? customerBody() : undefined })).status,
      ).toBe(401);
    }
  });
});
