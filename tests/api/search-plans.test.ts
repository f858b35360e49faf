// The hot register reads keep their cost as a tenant grows (issue 11): EXPLAIN ANALYZE, through the tenant handle as
// the app role, of the SQL the use cases send, on a tenant of 20,000 customers and 20,000 horses. Lists, searches and
// suggestions are served by indexes (the sort index, the trigram indexes behind the search views), read a small part
// of the tenant and never sort all of it. The plans, not timings: the figures are `npm run bench:api`'s.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { animalListQuery, animalSuggestionsQuery } from '@/lib/validation/animal';
import { customerListQuery } from '@/lib/validation/customer';
import { suggestionsQuery } from '@/lib/validation/list';
import { animalSuggestions, listAnimals } from '@/server/animals/read-animals';
import type { TenantContext } from '@/server/context';
import { customerSuggestions, listCustomers } from '@/server/customers/read-customers';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { createFerrier } from '../support/factories';
import {
  expectScales as expectScalesIn,
  expectSmallSorts,
  planOf as planOfWork,
  type Caller,
  type PlanNode,
} from '../support/query-plans';

const ROWS = 20_000;

let caller: Caller;

/** The one statement of a read use case, explained. */
const planOf = (work: (ctx: TenantContext) => Promise<unknown>) => planOfWork(caller, work);

const TENANT_TABLES = ['animals', 'customers'];

/** What every hot read must show: index scans only, a small part of the tenant read, no sort of most of it. */
const expectScales = (nodes: PlanNode[], why: string) => expectScalesIn(nodes, TENANT_TABLES, ROWS, why);

const usesIndex = (nodes: PlanNode[], index: string) => nodes.some((n) => n['Index Name'] === index);

beforeAll(async () => {
  const me = await createFerrier();
  caller = { ferrierId: me.ferrierId, userId: me.userId, role: 'owner', locale: 'en', log: logger };
  // As bench/support/bulk-registers.ts seeds them: an owner among the first thousand customers for every horse.
  await systemDb().execute(sql`
    insert into customers (ferrier_id, first_name, last_name, email, phone, city)
    select ${me.ferrierId},
           (array['Anna','Lars','Karin','Per','Maja','Erik'])[1 + i % 6],
           (array['Berg','Lind','Ström','Nilsson','Holm','Öberg'])[1 + (i / 6) % 6] || '-' || i,
           'kund' || i || '@example.se', '+4670' || lpad((1000000 + i)::text, 7, '0'),
           (array['Uppsala','Knivsta','Enköping','Märsta'])[1 + i % 4]
    from generate_series(1, ${ROWS}) as i`);
  await systemDb().execute(sql`
    insert into animals (ferrier_id, name, customer_id, city, next_visit, microchip_number)
    select ${me.ferrierId},
           (array['Kanel','Storm','Bamse','Saga','Tor','Ronja','Blixten','Pippi','Zorro','Sörla'])[1 + i % 10] || ' ' || i,
           owners.ids[1 + i % 1000], 'Uppsala', current_date + (i % 70), lpad((752098100000000 + i)::text, 15, '0')
    from generate_series(1, ${ROWS}) as i,
         (select array_agg(id order by id) as ids from customers where ferrier_id = ${me.ferrierId}) as owners`);
  // As autovacuum leaves tables in production: statistics fresh, the GIN indexes' pending entries merged.
  await systemDb().execute(sql`vacuum analyze customers, animals`);
}, 120_000);

describe('animals/list', () => {
  it('the first page walks the sort index', async () => {
    const nodes = await planOf((ctx) => listAnimals(ctx, { input: animalListQuery.parse({}) }));
    expectScales(nodes, 'first page');
    expect(usesIndex(nodes, 'animals_ferrier_id_idx')).toBe(true);
  });

  it('the dashboard order walks its own index', async () => {
    const nodes = await planOf((ctx) =>
      listAnimals(ctx, { input: animalListQuery.parse({ sort: 'nextVisit' }) }),
    );
    expectScales(nodes, 'next visit');
    expect(usesIndex(nodes, 'animals_ferrier_id_next_visit_idx')).toBe(true);
  });

  it("a rare term is looked up in the animals' and the owners' trigram indexes", async () => {
    for (const search of ['100012345', 'kund4711@', 'xyzzy']) {
      const nodes = await planOf((ctx) => listAnimals(ctx, { input: animalListQuery.parse({ search }) }));
      expectScales(nodes, search);
      expect(usesIndex(nodes, 'animals_search_trgm_idx'), search).toBe(true);
      expect(usesIndex(nodes, 'customers_search_trgm_idx'), search).toBe(true);
    }
  });

  it('a term most rows match, and one a page further on by cursor, read no more than their pages need', async () => {
    const first = await inTenant(caller, (ctx) =>
      listAnimals(ctx, { input: animalListQuery.parse({ search: 'uppsala' }) }),
    );
    expect(first.nextCursor).not.toBeNull();
    for (const input of [{ search: 'uppsala' }, { search: 'uppsala', cursor: first.nextCursor! }]) {
      const nodes = await planOf((ctx) => listAnimals(ctx, { input: animalListQuery.parse(input) }));
      expectScales(nodes, JSON.stringify(input));
    }
  });
});

/**
 * A term whose matches all sit far into the name order (every "Kanel N" behind the "Bamse" and "Blixten" tenth of the
 * tenant): no index yields them in order, so the walk passes every row before them — on the index alone, reading no
 * table row for the entries it passes, and without sorting the tenant.
 */
function expectIndexOnlyWalk(nodes: PlanNode[], why: string) {
  const walks = nodes.filter(
    (n) => n['Relation Name'] === 'animals' && (n['Rows Removed by Filter'] ?? 0) >= ROWS / 10,
  );
  expect(walks.length, `${why}: the walk past the rows before the matches`).toBeGreaterThan(0);
  for (const walk of walks) {
    expect(walk['Node Type'], why).toBe('Index Only Scan');
    expect(walk['Index Name'], why).toBe('animals_ferrier_id_idx');
    expect(walk['Heap Fetches'], `${why}: table rows read`).toBeLessThan(ROWS / 100);
  }
  expectSmallSorts(nodes, ROWS / 10, why);
}

describe('a term whose matches cluster late in the order', () => {
  it('list and suggestions walk the list index alone', async () => {
    const list = await planOf((ctx) =>
      listAnimals(ctx, { input: animalListQuery.parse({ search: 'kanel' }) }),
    );
    expectIndexOnlyWalk(list, 'animals/list kanel');
    const suggestions = await planOf((ctx) =>
      animalSuggestions(ctx, { input: animalSuggestionsQuery.parse({ search: 'kanel' }) }),
    );
    expectIndexOnlyWalk(suggestions, 'animals/suggestions kanel');
  });
});

describe('animals/suggestions', () => {
  it('with and without a term', async () => {
    for (const search of [undefined, '100012345', 'kund4711@', 'uppsala']) {
      const nodes = await planOf((ctx) =>
        animalSuggestions(ctx, { input: animalSuggestionsQuery.parse({ search }) }),
      );
      expectScales(nodes, `suggestions ${search}`);
      if (search === '100012345') expect(usesIndex(nodes, 'animals_search_trgm_idx')).toBe(true);
    }
  });
});

describe('customers', () => {
  it('list and suggestions look a rare term up in the trigram index', async () => {
    const list = await planOf((ctx) =>
      listCustomers(ctx, { input: customerListQuery.parse({ search: 'kund4711@' }) }),
    );
    expectScales(list, 'customers/list');
    expect(usesIndex(list, 'customers_search_trgm_idx')).toBe(true);
    const suggestions = await planOf(async (ctx) =>
      customerSuggestions(ctx, { input: suggestionsQuery.parse({ search: 'kund4711@' }) }),
    );
    expectScales(suggestions, 'customers/suggestions');
    expect(usesIndex(suggestions, 'customers_search_trgm_idx')).toBe(true);
  });
});
