// An animal's `bookedVisit` (issue 22, 6.3): the Swedish day of its next active booking from today on, in
// animals/list, animals/details and the customer's animals — so a booked horse is shown as booked, not overdue.
// Cancelled, deleted and past bookings do not count, one that began earlier today does; another tenant's bookings
// never show; and the list reads it per row through the booking indexes, without reading the tenant's bookings.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockholmInstant, todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { animalListQuery } from '@/lib/validation/animal';
import { listAnimals } from '@/server/animals/read-animals';
import { systemDb } from '@/server/db/system';
import { logger } from '@/server/logger';
import { call } from '../support/api-client';
import { createAnimal, createBooking, createCustomer, createFerrier } from '../support/factories';
import { planOf, type Caller } from '../support/query-plans';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
type Row = { id: string; name: string; overdue: boolean; bookedVisit: string | null };

const today = todayInStockholm();
/** A booking's day, 09:00–10:00. */
const onDay = (day: string) => ({ startDate: day, endDate: day });

async function listed(owner: Owner): Promise<Record<string, Row>> {
  const res = await call('GET', 'animals/list?limit=200&status=all', { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries((res.body.data as Row[]).map((row) => [row.name, row]));
}

async function details(owner: Owner, id: string): Promise<Row> {
  const res = await call('GET', `animals/details/${id}`, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Row;
}

async function setStatus(owner: Owner, id: string, status: string) {
  const res = await call('PATCH', `bookings/update-status/${id}`, { token: owner.token, body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A booking that a past hour left (the API refuses to create one in the past). */
async function bookingAt(owner: Owner, animalId: string, start: Date, status = 'active') {
  const [row] = await systemDb().execute<{ id: string }>(sql`
    insert into bookings (ferrier_id, start_at, end_at, status)
    values (${owner.ferrierId}, ${start.toISOString()}, ${new Date(start.getTime() + 3_600_000).toISOString()},
            ${status})
    returning id`);
  await systemDb().execute(sql`
    insert into booking_animals (ferrier_id, booking_id, animal_id)
    values (${owner.ferrierId}, ${row!.id}, ${animalId})`);
}

describe('bookedVisit', () => {
  let me: Owner;
  let other: Owner;
  let customerId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [me, other] = await Promise.all([createFerrier(), createFerrier()]);
    customerId = (await createCustomer(me, { firstName: 'Karin', lastName: 'Sjöström' })).id;
    for (const name of [
      'Booked Ada',
      'Twice Bamse',
      'Cancelled Cirrus',
      'Past Dante',
      'Morning Embla',
      'Free Frej',
    ])
      ids[name] = (await createAnimal(me, { name, customerId, nextVisit: addDays(today, -10) })).id;

    await createBooking(me, { customerId, animalIds: [ids['Booked Ada']], ...onDay(addDays(today, 3)) });
    // Two bookings: the sooner one is the booked visit, whichever was made first.
    await createBooking(me, { customerId, animalIds: [ids['Twice Bamse']], ...onDay(addDays(today, 9)) });
    await createBooking(me, { customerId, animalIds: [ids['Twice Bamse']], ...onDay(addDays(today, 2)) });
    const cancelled = await createBooking(me, {
      customerId,
      animalIds: [ids['Cancelled Cirrus']],
      ...onDay(addDays(today, 1)),
    });
    await setStatus(me, cancelled.id, 'cancelled');
    // Yesterday's visit, never marked done, books nothing now; this morning's, not yet done, still does.
    await bookingAt(me, ids['Past Dante']!, stockholmInstant(addDays(today, -1), '09:00'));
    await bookingAt(me, ids['Morning Embla']!, stockholmInstant(today, '00:00'));
  });

  it('is the day of the next active booking from today on, in the list and the details', async () => {
    const rows = await listed(me);
    const expected: Record<string, string | null> = {
      'Booked Ada': addDays(today, 3),
      'Twice Bamse': addDays(today, 2),
      'Cancelled Cirrus': null,
      'Past Dante': null,
      'Morning Embla': today,
      'Free Frej': null,
    };
    for (const [name, day] of Object.entries(expected)) {
      expect(rows[name]?.bookedVisit, name).toBe(day);
      expect((await details(me, ids[name]!)).bookedVisit, name).toBe(day);
      // Overdue keeps its meaning (the next visit has passed): the screens show "Booked" where a visit is booked.
      expect(rows[name]?.overdue, name).toBe(true);
    }
  });

  it('is in a searched list too', async () => {
    const res = await call('GET', `animals/list?search=${encodeURIComponent('Booked Ada')}`, {
      token: me.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r: Row) => [r.name, r.bookedVisit])).toEqual([
      ['Booked Ada', addDays(today, 3)],
    ]);
  });

  it("is on the customer's animals too", async () => {
    const res = await call('GET', `customers/details/${customerId}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const animals = res.body.data.animals as Row[];
    expect(Object.fromEntries(animals.map((a) => [a.name, a.bookedVisit]))).toMatchObject({
      'Booked Ada': addDays(today, 3),
      'Twice Bamse': addDays(today, 2),
      'Free Frej': null,
    });
  });

  it('follows the bookings: completing, cancelling or deleting one frees the day', async () => {
    const id = (await createAnimal(me, { name: 'Moving Gullan', nextVisit: addDays(today, -3) })).id;
    expect((await details(me, id)).bookedVisit).toBeNull();
    const booking = await createBooking(me, { animalIds: [id], ...onDay(addDays(today, 5)) });
    expect((await details(me, id)).bookedVisit).toBe(addDays(today, 5));
    await setStatus(me, booking.id, 'cancelled');
    expect((await details(me, id)).bookedVisit).toBeNull();
    await setStatus(me, booking.id, 'active');
    expect((await details(me, id)).bookedVisit).toBe(addDays(today, 5));
    await setStatus(me, booking.id, 'deleted');
    expect((await details(me, id)).bookedVisit).toBeNull();
  });

  it("never shows another tenant's bookings", async () => {
    const theirs = await createAnimal(other, { name: 'Foreign Hilda' });
    await createBooking(other, { animalIds: [theirs.id], ...onDay(addDays(today, 1)) });
    expect((await listed(other))['Foreign Hilda']?.bookedVisit).toBe(addDays(today, 1));
    // The same horse id in my tenant's rows would be another animal; mine stay as they were.
    expect((await listed(me))['Free Frej']?.bookedVisit).toBeNull();
    expect((await call('GET', `animals/details/${theirs.id}`, { token: me.token })).status).toBe(404);
  });
});

describe('bookedVisit on a large tenant', () => {
  const HORSES = 4_000;
  let caller: Caller;

  beforeAll(async () => {
    const me = await createFerrier();
    caller = { ferrierId: me.ferrierId, userId: me.userId, role: 'owner', locale: 'en', log: logger };
    await systemDb().execute(sql`
      insert into animals (ferrier_id, name, next_visit)
      select ${me.ferrierId}, 'Häst ' || i, current_date - 7 + (i % 70) from generate_series(1, ${HORSES}) as i`);
    // Three bookings per horse over the year, past and coming.
    await systemDb().execute(sql`
      with planned as (
        select gen_random_uuid() as booking_id, a.id as animal_id,
               now() + ((a.n % 300) - 150 + k * 40) * interval '1 day' as start_at
        from (select id, row_number() over (order by id) as n from animals where ferrier_id = ${me.ferrierId}) a,
             generate_series(0, 2) as k),
      made as (
        insert into bookings (id, ferrier_id, start_at, end_at)
        select booking_id, ${me.ferrierId}, start_at, start_at + interval '1 hour' from planned)
      insert into booking_animals (ferrier_id, booking_id, animal_id)
      select ${me.ferrierId}, booking_id, animal_id from planned`);
    await systemDb().execute(sql`vacuum analyze animals, bookings, booking_animals`);
  }, 180_000);

  it("reads each row's booking through the indexes, never the tenant's bookings whole", async () => {
    const nodes = await planOf(caller, (ctx) =>
      listAnimals(ctx, { input: animalListQuery.parse({ sort: 'nextVisit', limit: 50 }) }),
    );
    for (const table of ['bookings', 'booking_animals']) {
      const reads = nodes.filter((n) => n['Relation Name'] === table);
      expect(reads.length, table).toBeGreaterThan(0);
      for (const node of reads) {
        // An index scan, or a bitmap heap scan fed by one (the planner's choice for a few rows): never a seq scan.
        expect(node['Node Type'], `${table} is not read whole`).toMatch(/Index|Bitmap Heap/);
        const read = node['Actual Rows'] * node['Actual Loops'] + (node['Rows Removed by Filter'] ?? 0);
        expect(read, `rows of ${table} read`).toBeLessThan(HORSES / 10);
      }
    }
    expect(nodes.some((n) => n['Index Name'] === 'booking_animals_animal_id_idx')).toBe(true);
  });
});
