// animals/list (the register and the dashboard: next-visit order, overdue), status filter and suggestions.
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { call } from '../support/api-client';
import { createAnimal, createCustomer, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

describe('animals/list, dashboard order and suggestions', () => {
  let owner: Owner;
  const today = todayInStockholm();
  const made: Record<string, string> = {};
  beforeAll(async () => {
    owner = await createFerrier();
    const karin = await createCustomer(owner, { firstName: 'Karin', lastName: 'Sjöström' });
    const per = await createCustomer(owner, { firstName: 'Per', lastName: 'Holmgren' });
    made.karin = karin.id;
    const specs: Array<[string, Record<string, unknown>]> = [
      ['Östen', { nextVisit: addDays(today, 10), customerId: karin.id }],
      ['Ada', { nextVisit: addDays(today, -3), customerId: per.id }],
      ['Zorro', {}],
      ['Bamse', { nextVisit: today, customerId: karin.id }],
      ['Cirrus', { nextVisit: addDays(today, -30), stable: 'Norrgården' }],
      ['Älva', { latestVisit: addDays(today, -7), shoeingIntervalWeeks: 6, customerId: per.id }],
    ];
    for (const [name, extra] of specs) made[name] = (await createAnimal(owner, { name, ...extra })).id;
  });

  const names = (body: { data: Array<{ name: string }> }) => body.data.map((a) => a.name);

  it('sorts by next visit: overdue first and marked, animals without a next visit last', async () => {
    const res = await call('GET', `animals/list?sort=nextVisit&ferrierId=${owner.ferrierId}`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Cirrus', 'Ada', 'Bamse', 'Östen', 'Älva', 'Zorro']);
    const overdue = Object.fromEntries(
      res.body.data.map((a: { name: string; overdue: boolean }) => [a.name, a.overdue]),
    );
    expect(overdue).toEqual({
      Cirrus: true,
      Ada: true,
      Bamse: false,
      Östen: false,
      Älva: false,
      Zorro: false,
    });
    const ada = res.body.data.find((a: { name: string }) => a.name === 'Ada');
    expect(ada).toMatchObject({
      owner: { firstName: 'Per', lastName: 'Holmgren' },
      typeName: null,
      latestVisit: null,
      nextVisit: addDays(today, -3),
    });
    const alva = res.body.data.find((a: { name: string }) => a.name === 'Älva');
    expect(alva).toMatchObject({ latestVisit: addDays(today, -7), nextVisit: addDays(today, 35) });
  });

  it.each(['name', 'nextVisit', 'newest'])(
    'pages through every animal with a cursor (sort=%s)',
    async (sort) => {
      const all = await call('GET', `animals/list?sort=${sort}`, { token: owner.token });
      const paged: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await call(
          'GET',
          `animals/list?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          {
            token: owner.token,
          },
        );
        expect(res.status).toBe(200);
        paged.push(...names(res.body));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(paged).toEqual(names(all.body));
    },
  );

  it('sorts by name in Swedish order and by newest', async () => {
    const byName = await call('GET', 'animals/list', { token: owner.token });
    expect(names(byName.body)).toEqual(['Ada', 'Bamse', 'Cirrus', 'Zorro', 'Älva', 'Östen']);
    const newest = await call('GET', 'animals/list?sort=newest', { token: owner.token });
    expect(names(newest.body)[0]).toBe('Älva');
  });

  it('searches the animal’s own fields and its owner’s name', async () => {
    const byName = await call('GET', 'animals/list?search=zorr', { token: owner.token });
    expect(names(byName.body)).toEqual(['Zorro']);
    const byStable = await call('GET', 'animals/list?search=norrgården', { token: owner.token });
    expect(names(byStable.body)).toEqual(['Cirrus']);
    const byOwner = await call('GET', 'animals/list?search=sjöström', { token: owner.token });
    expect(names(byOwner.body)).toEqual(['Bamse', 'Östen']);
    const byFullName = await call('GET', `animals/list?search=${encodeURIComponent('Per Holm')}`, {
      token: owner.token,
    });
    expect(names(byFullName.body)).toEqual(['Ada', 'Älva']);
    const wildcard = await call('GET', 'animals/list?search=%25', { token: owner.token });
    expect(wildcard.body.data).toHaveLength(0);
  });

  it('filters by status (deactive means inactive); inactive animals leave the suggestions', async () => {
    const res = await call('PATCH', `animals/update-status/${made.Zorro}`, {
      token: owner.token,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: made.Zorro, status: 'inactive' });
    for (const status of ['inactive', 'deactive']) {
      const inactive = await call('GET', `animals/list?status=${status}`, { token: owner.token });
      expect(names(inactive.body)).toEqual(['Zorro']);
    }
    const active = await call('GET', 'animals/list?status=active', { token: owner.token });
    expect(active.body.data).toHaveLength(5);
    expect((await call('GET', 'animals/list?status=all', { token: owner.token })).body.data).toHaveLength(6);
    const gone = await call('GET', 'animals/suggestions?search=zorro', { token: owner.token });
    expect(gone.body.data).toHaveLength(0);
    await call('PATCH', `animals/update-status/${made.Zorro}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    const back = await call('GET', 'animals/suggestions?search=zorro', { token: owner.token });
    expect(names(back.body)).toEqual(['Zorro']);
  });

  it('suggests with and without a search, optionally for one owner', async () => {
    const all = await call('GET', 'animals/suggestions?limit=4', { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(4);
    const karinId = made.karin!;
    const hers = await call('GET', `animals/suggestions?customerId=${karinId}`, { token: owner.token });
    expect(names(hers.body)).toEqual(['Bamse', 'Östen']);
    expect(hers.body.data[0].owner).toEqual({ id: karinId, firstName: 'Karin', lastName: 'Sjöström' });
    const search = await call('GET', `animals/suggestions?customerId=${karinId}&search=östen`, {
      token: owner.token,
    });
    expect(names(search.body)).toEqual(['Östen']);
  });

  it.each([
    ['animals/list?limit=0', 'limit'],
    ['animals/list?limit=201', 'limit'],
    ['animals/list?status=gone', 'status'],
    ['animals/list?sort=shoe', 'sort'],
    ['animals/list?cursor=garbage', 'cursor'],
    ['animals/suggestions?limit=51', 'limit'],
    ['animals/suggestions?customerId=nope', 'customerId'],
  ])('refuses %s', async (path, field) => {
    const res = await call('GET', path, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('refuses a bad status body', async () => {
    const res = await call('PATCH', `animals/update-status/${made.Ada}`, {
      token: owner.token,
      body: { status: 'deleted' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.status).toBeTruthy();
  });
});
