// One search rule for every register list, picker and reference-data picker: case and å/ä/ö (and the other Latin
// diacritics) do not matter, typed either way — and the registers' trigram indexes still serve it.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { customers } from '@/server/db/schema';
import { searchMatches } from '@/server/db/registers';
import { call } from '../support/api-client';
import {
  createAnimal,
  createCustomer,
  createFerrier,
  createProduct,
  createService,
} from '../support/factories';

let me: Awaited<ReturnType<typeof createFerrier>>;
const ids: Record<string, string> = {};

const search = async (path: string, term: string, locale?: 'en' | 'sv') => {
  const separator = path.includes('?') ? '&' : '?';
  const res = await call('GET', `${path}${separator}search=${encodeURIComponent(term)}`, {
    token: me.token,
    ...(locale ? { locale } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Array<Record<string, unknown>>;
};
const idsOf = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.id);

beforeAll(async () => {
  me = await createFerrier();
  // No email: before the one rule, "strom" found Ström only through an address like elin.strom@example.se.
  ids.strom = (await createCustomer(me, { firstName: 'Elin', lastName: 'Ström', email: '' })).id;
  ids.sjostrom = (await createCustomer(me, { firstName: 'Karin', lastName: 'Sjöström', email: '' })).id;
  ids.stjarna = (await createAnimal(me, { name: 'Stjärna', customerId: ids.sjostrom })).id;
  ids.blixten = (await createAnimal(me, { name: 'Blixten' })).id;
  ids.stalsko = (await createProduct(me, { name: 'Stålsko fram' })).id;
  ids.akut = (await createService(me, { service: 'Akutbesök', description: 'Utryckning samma dag.' })).id;
});

describe('the register lists and their suggestions', () => {
  it.each([
    ['animals/list', 'stjarna', 'stjarna'],
    ['animals/suggestions', 'stjarna', 'stjarna'],
    ['inventories/list', 'stalsko', 'stalsko'],
    ['inventories/suggestions', 'stalsko', 'stalsko'],
    ['customers/list', 'strom', 'strom'],
    ['customers/suggestions', 'strom', 'strom'],
    ['services/list', 'akutbesok', 'akut'],
    ['services/suggestions', 'akutbesok', 'akut'],
  ])('%s finds å/ä/ö typed without them ("%s")', async (path, term, key) => {
    expect(idsOf(await search(path, term))).toContain(ids[key]);
  });

  it.each([
    ['animals/list', 'Stjärna', 'stjarna'],
    ['inventories/suggestions', 'STÅLSKO', 'stalsko'],
    ['customers/list', 'Ström', 'strom'],
    ['customers/suggestions', 'ström', 'strom'],
    ['services/list', 'Akutbesök', 'akut'],
  ])('%s still finds them typed with them ("%s")', async (path, term, key) => {
    expect(idsOf(await search(path, term))).toContain(ids[key]);
  });

  it('folds the owner search of animals the same way', async () => {
    expect(idsOf(await search('animals/list', 'sjostrom'))).toEqual([ids.stjarna]);
    expect(idsOf(await search('animals/suggestions', 'SJÖSTRÖM'))).toEqual([ids.stjarna]);
  });

  it('still matches only what contains the term', async () => {
    expect(idsOf(await search('customers/list', 'strom'))).toEqual([ids.sjostrom, ids.strom]);
    expect(await search('animals/list', 'stjarnor')).toEqual([]);
    expect(await search('inventories/list', 'stalskor')).toEqual([]);
    expect(await search('customers/list', '%')).toEqual([]);
  });
});

describe('the reference-data pickers', () => {
  const names = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.name);

  it('animal types and breeds', async () => {
    expect(names(await search('categories/animalTypes/suggestions', 'hast', 'sv'))).toEqual(['Häst']);
    expect(names(await search('categories/animalTypes/suggestions', 'asna', 'sv'))).toEqual(['Åsna']);
    const [horse] = await search('categories/animalTypes/suggestions', 'Häst', 'sv');
    expect(
      names(await search(`categories/animalBreeds/suggestions?animalTypeId=${horse!.id}`, 'brukshast', 'sv')),
    ).toEqual(['Nordsvensk brukshäst']);
  });

  it('product types and sub-types', async () => {
    const [shoes] = await search('inventoryTypes/suggestions', 'hastskor', 'sv');
    expect(shoes?.name).toBe('Hästskor');
    expect(
      names(await search(`inventorySubTypes/suggestions?typeId=${shoes!.id}`, 'stalskor', 'sv')),
    ).toEqual(['Stålskor']);
  });

  it('service types', async () => {
    expect(names(await search('serviceTypes/suggestions', 'akutbesok', 'sv'))).toEqual(['Akutbesök']);
    expect(names(await search('serviceTypes/suggestions', 'AKUTBESÖK', 'sv'))).toEqual(['Akutbesök']);
  });
});

describe('search_fold, the rule in SQL', () => {
  it('lowers and folds Latin diacritics, upper case included, and leaves the rest', async () => {
    const [row] = await systemDb().execute<{ folded: string }>(
      sql`select search_fold(${'Ström STJÄRNA Stålsko Åsa Ærø Bjørn Müller Éva Čapek 070-123 45 67 %_\\'}) as folded`,
    );
    expect(row?.folded).toBe('strom stjarna stalsko asa aro bjorn muller eva capek 070-123 45 67 %_\\');
  });
});

describe('the trigram index', () => {
  it('serves a register search, the term folded in SQL, on a table of thousands of rows', async () => {
    // A ferrier of its own with 4,000 customers, so the planner picks by cost as in production.
    const bulk = await createFerrier();
    await systemDb().execute(sql`
      insert into customers (ferrier_id, first_name, last_name, billing_postal_code, billing_city)
      select ${bulk.ferrierId}, 'Kund ' || n, 'Efternamn ' || n, '75320', 'Uppsala'
      from generate_series(1, 4000) as n`);
    // As autovacuum leaves it in production: the index's pending entries merged (GIN costs a pending list as a full
    // read), the statistics fresh.
    await systemDb().execute(sql`vacuum analyze customers`);
    const query = systemDb()
      .select({ id: customers.id })
      .from(customers)
      // A term rare in the whole table: the planner's statistics are the table's, not the tenant's, and other tests'
      // tenants hold thousands of "Ström"s, for which walking the list index (it carries the search text) is cheaper.
      .where(and(eq(customers.ferrierId, bulk.ferrierId), searchMatches(customers, 'Ångström')));
    const rows = await systemDb().execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${query}`);
    const plan = JSON.stringify(rows[0]?.['QUERY PLAN']);
    expect(plan).toContain('customers_search_trgm_idx');
  });
});
