// bookings/due-animals, the Today screen's "due and not booked": which horses it lists (due this week, overdue, not
// far-future, not inactive, not another tenant's), that a booking takes a horse off and cancelling it puts the horse
// back, and that the query walks the next-visit index instead of sorting the tenant.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockholmInstant, todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { dueAnimalsQuery } from '@/lib/validation/due-animals';
import { dueAnimals } from '@/server/bookings/due-animals';
import { systemDb } from '@/server/db/system';
import { logger } from '@/server/logger';
import { call } from '../support/api-client';
import { createAnimal, createBooking, createCustomer, createFerrier } from '../support/factories';
import { planOf, type Caller } from '../support/query-plans';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
type DueRow = { id: string; name: string; overdue: boolean; nextVisit: string; owner: unknown };

const today = todayInStockholm();

async function due(owner: Owner, query = ''): Promise<DueRow[]> {
  const res = await call('GET', `bookings/due-animals${query}`, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DueRow[];
}

const names = (rows: DueRow[]) => rows.map((r) => r.name);

/** A booking of the horses tomorrow morning, through the API. */
const book = async (owner: Owner, customerId: string, animalIds: string[]) =>
  (await createBooking(owner, { customerId, animalIds })).id as string;

async function setStatus(owner: Owner, id: string, status: string) {
  const res = await call('PATCH', `bookings/update-status/${id}`, { token: owner.token, body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A booking as a past day left it (the API refuses to create one in the past). */
async function pastBooking(owner: Owner, animalId: string, start: Date, status = 'active') {
  const [row] = await systemDb().execute<{ id: string }>(sql`
    insert into bookings (ferrier_id, start_at, end_at, status)
    values (${owner.ferrierId}, ${start.toISOString()}, ${new Date(start.getTime() + 3_600_000).toISOString()},
            ${status})
    returning id`);
  await systemDb().execute(sql`
    insert into booking_animals (ferrier_id, booking_id, animal_id) values (${owner.ferrierId}, ${row!.id}, ${animalId})`);
}

describe('bookings/due-animals', () => {
  let me: Owner;
  let other: Owner;
  let karinId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [me, other] = await Promise.all([createFerrier(), createFerrier()]);
    const karin = await createCustomer(me, {
      firstName: 'Karin',
      lastName: 'Sjöström',
      phone: '070-765 43 21',
    });
    karinId = karin.id;
    const specs: Array<[string, Record<string, unknown>]> = [
      ['Overdue Ada', { nextVisit: addDays(today, -10), customerId: karin.id }],
      ['Today Bamse', { nextVisit: today, customerId: karin.id }],
      ['Week Cirrus', { nextVisit: addDays(today, 7) }],
      ['Later Dante', { nextVisit: addDays(today, 8), customerId: karin.id }],
      ['Far Embla', { nextVisit: addDays(today, 90) }],
      ['Unplanned Frej', {}],
      ['Inactive Gullan', { nextVisit: addDays(today, -2) }],
      ['Yesterday Hilda', { nextVisit: addDays(today, -1), customerId: karin.id }],
      ['Morning Ivar', { nextVisit: addDays(today, -1), customerId: karin.id }],
    ];
    for (const [name, extra] of specs) ids[name] = (await createAnimal(me, { name, ...extra })).id;
    const off = await call('PATCH', `animals/update-status/${ids['Inactive Gullan']}`, {
      token: me.token,
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    // Another tenant's overdue horse, due the same days.
    await createAnimal(other, { name: 'Foreign Överdue', nextVisit: addDays(today, -5) });
    // Hilda's booking was yesterday (a visit never marked done); Ivar's was early this morning, still to be done.
    await pastBooking(me, ids['Yesterday Hilda']!, stockholmInstant(addDays(today, -1), '09:00'));
    await pastBooking(me, ids['Morning Ivar']!, stockholmInstant(today, '00:00'));
  });

  it('lists active horses due within a week or overdue, soonest first, with owner and place', async () => {
    const rows = await due(me);
    expect(names(rows)).toEqual(['Overdue Ada', 'Yesterday Hilda', 'Today Bamse', 'Week Cirrus']);
    expect(rows.map((r) => r.overdue)).toEqual([true, true, false, false]);
    expect(rows[0]).toEqual({
      id: ids['Overdue Ada'],
      name: 'Overdue Ada',
      pictureUrl: null,
      nextVisit: addDays(today, -10),
      overdue: true,
      owner: { id: karinId, firstName: 'Karin', lastName: 'Sjöström', phone: '+46707654321' },
      stable: 'Lindgårdens stall',
      address: 'Stallvägen 2',
      postalCode: '74193',
      city: 'Knivsta',
    });
    expect(rows[3]!.owner).toBeNull();
  });

  it('honours ?limit (at most 50) and refuses anything else', async () => {
    expect(names(await due(me, '?limit=2'))).toEqual(['Overdue Ada', 'Yesterday Hilda']);
    for (const bad of ['?limit=51', '?limit=0', '?limit=x']) {
      const res = await call('GET', `bookings/due-animals${bad}`, { token: me.token });
      expect(res.status, bad).toBe(422);
    }
    expect((await call('GET', 'bookings/due-animals')).status).toBe(401);
  });

  it("never lists another tenant's horses", async () => {
    expect(names(await due(other))).toEqual(['Foreign Överdue']);
    expect(names(await due(me))).not.toContain('Foreign Överdue');
  });

  it('a booked horse leaves the list; cancelling the booking brings it back', async () => {
    const bookingId = await book(me, karinId, [ids['Overdue Ada']!, ids['Today Bamse']!]);
    expect(names(await due(me))).toEqual(['Yesterday Hilda', 'Week Cirrus']);
    await setStatus(me, bookingId, 'cancelled');
    expect(names(await due(me))).toEqual(['Overdue Ada', 'Yesterday Hilda', 'Today Bamse', 'Week Cirrus']);
    // Booking it again, then deleting that booking, also frees the horses.
    const again = await book(me, karinId, [ids['Overdue Ada']!]);
    expect(names(await due(me))).not.toContain('Overdue Ada');
    await setStatus(me, again, 'deleted');
    expect(names(await due(me))).toContain('Overdue Ada');
  });
});

describe('bookings/due-animals on a large tenant', () => {
  const ROWS = 6_000;
  let caller: Caller;

  beforeAll(async () => {
    const me = await createFerrier();
    caller = { ferrierId: me.ferrierId, userId: me.userId, role: 'owner', locale: 'en', log: logger };
    await systemDb().execute(sql`
      insert into customers (ferrier_id, first_name, last_name, phone)
      select ${me.ferrierId}, 'Kund', 'Nummer ' || i, '+4670' || lpad((1000000 + i)::text, 7, '0')
      from generate_series(1, 500) as i`);
    // Next visits spread over ten weeks from a week ago: about a fifth of the horses due or overdue.
    await systemDb().execute(sql`
      insert into animals (ferrier_id, name, customer_id, next_visit)
      select ${me.ferrierId}, 'Häst ' || i, owners.ids[1 + i % 500], current_date - 7 + (i % 70)
      from generate_series(1, ${ROWS}) as i,
           (select array_agg(id order by id) as ids from customers where ferrier_id = ${me.ferrierId}) as owners`);
    // Most of the soonest ones are booked already: the walk passes them before it finds 20 to show.
    await systemDb().execute(sql`
      with picked as (
        select id, row_number() over (order by next_visit, id) as n from animals
        where ferrier_id = ${me.ferrierId} and next_visit < current_date + 3),
      made as (
        insert into bookings (ferrier_id, start_at, end_at)
        select ${me.ferrierId}, now() + interval '1 day' + n * interval '1 minute',
               now() + interval '1 day' + (n + 30) * interval '1 minute'
        from picked where n % 10 <> 0
        returning id, start_at)
      insert into booking_animals (ferrier_id, booking_id, animal_id)
      select ${me.ferrierId}, made.id, picked.id
      from made join picked on made.start_at = now() + interval '1 day' + picked.n * interval '1 minute'`);
    await systemDb().execute(sql`vacuum analyze animals, customers, bookings, booking_animals`);
  }, 120_000);

  /** The one statement the use case sends (as the app role, in the caller's tenant), EXPLAIN ANALYZEd. */
  const planOfDueAnimals = () =>
    planOf(caller, async (ctx) => {
      const rows = await dueAnimals(ctx, { input: dueAnimalsQuery.parse({}) });
      expect(rows).toHaveLength(20);
    });

  it('walks the next-visit index in order and reads a small part of the tenant, sorting nothing', async () => {
    const nodes = await planOfDueAnimals();
    const walk = nodes.find((n) => n['Relation Name'] === 'animals');
    expect(walk?.['Index Name']).toBe('animals_ferrier_id_next_visit_idx');
    expect(walk?.['Node Type']).toMatch(/Index/);
    for (const node of nodes) {
      if (!node['Relation Name']) continue;
      expect(node['Node Type'], `${node['Relation Name']} is not read whole`).not.toBe('Seq Scan');
    }
    const read = walk!['Actual Rows'] * walk!['Actual Loops'] + (walk!['Rows Removed by Filter'] ?? 0);
    expect(read, 'animals read').toBeLessThan(ROWS / 4);
    expect(nodes.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
  });
});
