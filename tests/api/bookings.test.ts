// Bookings over the API: the spec 5 time rules in both languages, several animals, the address taken from the stable,
// readable reference numbers, the clash warning, the calendar's range, and another tenant's ids (404).
import { beforeAll, describe, expect, it } from 'vitest';
import { stockholmParts } from '@/lib/time-zone';
import { call } from '../support/api-client';
import {
  bookingBody,
  createAnimal,
  createBooking,
  createCustomer,
  createFerrier,
  createService,
  dayFromToday,
} from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

const create = (owner: Owner, body: Record<string, unknown>, locale?: 'en' | 'sv') =>
  call('POST', 'bookings/create', { token: owner.token, body: bookingBody(body), locale });

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

describe('bookings/create', () => {
  it('saves a visit to several horses with planned services, a reference number and the stable address', async () => {
    const owner = await createCustomer(me, { firstName: 'Maja' });
    const [a, b] = [
      await createAnimal(me, {
        name: 'Brunte',
        customerId: owner.id,
        address: 'Stallvägen 3',
        postalCode: '12345',
        city: 'Sigtuna',
      }),
      await createAnimal(me, { name: 'Stjärna', customerId: owner.id }),
    ];
    const service = await createService(me);
    const res = await create(me, {
      customerId: owner.id,
      animalId: a.id,
      animalIds: [b.id, a.id],
      services: [{ serviceId: service.id, quantity: 2 }],
      notes: 'Ta med extra söm',
      allowClash: true,
      startTime: '9:05',
      endTime: '10.30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body.data;
    expect(booking).toMatchObject({
      status: 'active',
      startTime: '09:05',
      endTime: '10:30',
      customer: { id: owner.id, firstName: 'Maja' },
      address: 'Stallvägen 3',
      postalNumber: '12345',
      city: 'Sigtuna',
      staffId: expect.any(String),
      notes: 'Ta med extra söm',
      response: null,
      sequence: 0,
    });
    expect(booking.animals.map((x: { name: string }) => x.name)).toEqual(['Brunte', 'Stjärna']);
    expect(booking.services).toMatchObject([
      { serviceId: service.id, quantity: 2, price: expect.any(Number) },
    ]);
    expect(booking.referenceNumber).toMatch(new RegExp(`^B-${booking.startDate.slice(0, 4)}-\\d{4}$`));
    // The instant is the Swedish wall clock typed.
    expect(stockholmParts(new Date(booking.startAt))).toEqual({ date: booking.startDate, time: '09:05' });
    const details = await call('GET', `bookings/details/${booking.id}`, { token: me.token });
    expect(details.body.data).toEqual(booking);
  });

  it('numbers an account’s bookings one after another, without gaps, also when saved at once', async () => {
    const owner = await createFerrier();
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(owner, { startDate: dayFromToday(i + 1), endDate: dayFromToday(i + 1) }),
      ),
    );
    const numbers = made.map((r) => r.body.data.referenceNumber as string).sort();
    const year = made[0]!.body.data.startDate.slice(0, 4);
    // Bookings in another year start their own series; within a year the numbers are 1…n.
    const thisYear = numbers.filter((n) => n.startsWith(`B-${year}`));
    expect(thisYear.map((n) => Number(n.slice(-4)))).toEqual(thisYear.map((_, i) => i + 1));
  });

  it('takes the customer’s address when the animal has none', async () => {
    const owner = await createCustomer(me, { address: 'Gårdsvägen 1', postalCode: '75646', city: 'Uppsala' });
    const res = await create(me, { customerId: owner.id, allowClash: true });
    expect(res.body.data).toMatchObject({ address: 'Gårdsvägen 1', postalNumber: '75646', city: 'Uppsala' });
  });

  it.each([
    ['en', { startDate: dayFromToday(-1) }, 'startDate', 'The start date cannot be in the past.'],
    ['sv', { startDate: dayFromToday(-1) }, 'startDate', 'Startdatumet kan inte vara i det förflutna.'],
    ['en', { endDate: dayFromToday(0) }, 'endDate', 'The end date cannot be before the start date.'],
    ['sv', { endDate: dayFromToday(0) }, 'endDate', 'Slutdatumet kan inte vara före startdatumet.'],
    [
      'en',
      { startTime: '10:00', endTime: '09:59' },
      'endTime',
      'The end time cannot be before the start time.',
    ],
    ['sv', { startTime: '10:00', endTime: '09:59' }, 'endTime', 'Sluttiden kan inte vara före starttiden.'],
    ['en', { notes: 'x'.repeat(2001) }, 'notes', 'Notes can be at most 2000 characters.'],
    ['sv', { notes: 'x'.repeat(2001) }, 'notes', 'Anteckningar får vara högst 2000 tecken.'],
    ['en', { startTime: '25:00' }, 'startTime', 'Enter a time as HH:MM (24-hour clock).'],
    ['sv', { endDate: '2026-02-30' }, 'endDate', 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).'],
  ] as const)(
    'refuses a rule break (%s: %j) on %s and saves nothing',
    async (locale, body, field, message) => {
      const owner = await createFerrier();
      const res = await create(owner, body, locale);
      expect(res.status).toBe(422);
      expect(res.body.error.fields[field]).toBe(message);
      const list = await call('GET', 'bookings/list', { token: owner.token });
      expect(list.body.data).toEqual([]);
    },
  );

  it('refuses a visit already over today on its start and end time (the start date may be today)', async () => {
    const now = stockholmParts(new Date());
    if (now.time < '00:02') return; // the minute after midnight has no past end time today
    const res = await create(me, {
      startDate: now.date,
      endDate: now.date,
      startTime: '00:00',
      endTime: '00:01',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      startTime: 'The start time has already passed.',
      endTime: 'The end time cannot be in the past.',
    });
  });

  it('refuses another tenant’s customer, animals, services and person', async () => {
    const [c, a, s] = [await createCustomer(other), await createAnimal(other), await createService(other)];
    const res = await create(me, {
      customerId: c.id,
      animalIds: [a.id],
      services: [{ serviceId: s.id }],
      staffId: other.userId,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'animalIds',
      'customerId',
      'services',
      'staffId',
    ]);
  });

  it('warns of a clash with the same person’s booking, and books anyway when the clash is accepted', async () => {
    const owner = await createFerrier();
    const first = await createBooking(owner, { startTime: '09:00', endTime: '10:00' });
    const clash = await create(owner, { startTime: '09:30', endTime: '11:00' }, 'sv');
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'BOOKING_CLASH',
      message: `Det finns redan ${first.referenceNumber} för dig vid den tiden. Boka ändå?`,
      details: { clashIds: first.id },
    });
    // Back to back is no clash.
    expect((await create(owner, { startTime: '10:00', endTime: '11:00' })).status).toBe(201);
    const accepted = await create(owner, { startTime: '09:30', endTime: '11:00', allowClash: true });
    expect(accepted.status).toBe(201);
    // A cancelled booking clashes with nothing.
    await call('PATCH', `bookings/update-status/${first.id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect((await create(owner, { startTime: '09:00', endTime: '09:20' })).status).toBe(201);
  });
});

describe('bookings/update/{id}', () => {
  it('changes the booking, raises the sequence and replaces animals and services', async () => {
    const a = await createAnimal(me, { name: 'Pålle' });
    const booking = await createBooking(me, { animalIds: [a.id], startTime: '13:00', endTime: '14:00' });
    const res = await call('PUT', `bookings/update/${booking.id}`, {
      token: me.token,
      body: bookingBody({ startTime: '15:00', endTime: '16:00', notes: 'Flyttad' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ startTime: '15:00', notes: 'Flyttad', animals: [], sequence: 1 });
    expect(res.body.data.referenceNumber).toBe(booking.referenceNumber);
  });

  it('keeps an edit of a past visit that leaves its times, and refuses moving it into the past', async () => {
    const booking = await createBooking(me, { startTime: '18:00', endTime: '19:00' });
    // Make it yesterday's visit, as time passing would.
    const { systemDb } = await import('@/server/db/system');
    await systemDb().execute(
      `update bookings set start_at = start_at - interval '2 days', end_at = end_at - interval '2 days'
       where id = '${booking.id}'`,
    );
    const past = (await call('GET', `bookings/details/${booking.id}`, { token: me.token })).body.data;
    const keep = {
      startDate: past.startDate,
      startTime: past.startTime,
      endDate: past.endDate,
      endTime: past.endTime,
    };
    const notes = await call('PUT', `bookings/update/${booking.id}`, {
      token: me.token,
      body: { ...keep, notes: 'Gick bra' },
    });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    const moved = await call('PUT', `bookings/update/${booking.id}`, {
      token: me.token,
      body: { ...keep, startTime: '17:00' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.error.fields.startDate).toBeDefined();
  });
});

describe('bookings/update-status/{id}', () => {
  const setStatus = (owner: Owner, id: string, status: string, locale?: 'en' | 'sv') =>
    call('PATCH', `bookings/update-status/${id}`, { token: owner.token, body: { status }, locale });

  it.each([
    ['active', 'completed'],
    ['active', 'cancelled'],
    ['active', 'deleted'],
    ['cancelled', 'active'],
    ['cancelled', 'deleted'],
    ['completed', 'deleted'],
    ['completed', 'active'],
  ])('allows %s → %s', async (from, to) => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    if (from !== 'active') expect((await setStatus(owner, booking.id, from)).status).toBe(200);
    const res = await setStatus(owner, booking.id, to);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: booking.id, status: to });
  });

  it.each([
    ['completed', 'cancelled', 'This booking is completed and cannot be changed to cancelled.'],
    ['cancelled', 'completed', 'This booking is cancelled and cannot be changed to completed.'],
  ])('refuses %s → %s with 409 and a clear message', async (from, to, message) => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    await setStatus(owner, booking.id, from);
    const res = await setStatus(owner, booking.id, to);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'INVALID_TRANSITION', message });
    expect(
      (await call('GET', `bookings/details/${booking.id}`, { token: owner.token })).body.data.status,
    ).toBe(from);
  });

  it('says it in Swedish, and a deleted booking is gone (404) for every route', async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    await setStatus(owner, booking.id, 'completed');
    const sv = await setStatus(owner, booking.id, 'cancelled', 'sv');
    expect(sv.body.error.message).toBe('Bokningen är klar och kan inte ändras till avbokad.');
    await setStatus(owner, booking.id, 'deleted');
    expect((await setStatus(owner, booking.id, 'active')).status).toBe(404);
    expect((await call('GET', `bookings/details/${booking.id}`, { token: owner.token })).status).toBe(404);
    expect((await call('GET', 'bookings/list', { token: owner.token })).body.data).toEqual([]);
  });

  it('completing sets each horse’s latest visit and its next visit from the shoeing interval', async () => {
    const owner = await createFerrier();
    const withInterval = await createAnimal(owner, { name: 'Sexveckors', shoeingIntervalWeeks: 6 });
    const without = await createAnimal(owner, { name: 'Utan', nextVisit: '2030-01-01' });
    const booking = await createBooking(owner, { animalIds: [withInterval.id, without.id] });
    expect((await setStatus(owner, booking.id, 'completed')).status).toBe(200);
    const day = booking.startDate as string;
    const a = (await call('GET', `animals/details/${withInterval.id}`, { token: owner.token })).body.data;
    const b = (await call('GET', `animals/details/${without.id}`, { token: owner.token })).body.data;
    const sixWeeks = new Date(`${day}T00:00:00Z`);
    sixWeeks.setUTCDate(sixWeeks.getUTCDate() + 42);
    expect(a).toMatchObject({ latestVisit: day, nextVisit: sixWeeks.toISOString().slice(0, 10) });
    // No interval: the next visit typed by hand stays.
    expect(b).toMatchObject({ latestVisit: day, nextVisit: '2030-01-01' });
    // The booking's page shows the same visits without asking for each horse.
    const details = await call('GET', `bookings/details/${booking.id}`, { token: owner.token });
    expect(details.body.data.animals).toEqual([
      expect.objectContaining({ id: withInterval.id, latestVisit: day, nextVisit: a.nextVisit }),
      expect.objectContaining({ id: without.id, latestVisit: day, nextVisit: '2030-01-01' }),
    ]);
  });
});

describe('bookings/list', () => {
  it('gives the calendar the bookings overlapping a range of days, in start order, one person’s with ?staffId', async () => {
    const owner = await createFerrier();
    const d1 = dayFromToday(3);
    const d2 = dayFromToday(4);
    const late = await createBooking(owner, {
      startDate: d1,
      endDate: d1,
      startTime: '15:00',
      endTime: '16:00',
    });
    const early = await createBooking(owner, {
      startDate: d1,
      endDate: d1,
      startTime: '08:00',
      endTime: '09:00',
    });
    // Over midnight into the next day: in both days' ranges.
    const night = await createBooking(owner, {
      startDate: d1,
      endDate: d2,
      startTime: '23:30',
      endTime: '00:30',
    });
    const later = await createBooking(owner, { startDate: dayFromToday(6), endDate: dayFromToday(6) });
    const ids = async (query: string) =>
      (await call('GET', `bookings/list?${query}`, { token: owner.token })).body.data.map(
        (b: { id: string }) => b.id,
      );
    expect(await ids(`from=${d1}&to=${d1}`)).toEqual([early.id, late.id, night.id]);
    expect(await ids(`from=${d2}&to=${d2}`)).toEqual([night.id]);
    expect(await ids(`from=${d1}&to=${dayFromToday(6)}`)).toEqual([early.id, late.id, night.id, later.id]);
    expect(await ids(`from=${d1}&to=${d1}&staffId=${owner.userId}`)).toHaveLength(3);
    expect(await ids(`staffId=${me.userId}`)).toEqual([]);
    // Pages: two and two.
    const first = await call('GET', 'bookings/list?limit=2', { token: owner.token });
    expect(first.body.data.map((b: { id: string }) => b.id)).toEqual([early.id, late.id]);
    const second = await call('GET', `bookings/list?limit=2&cursor=${first.body.nextCursor}`, {
      token: owner.token,
    });
    expect(second.body.data.map((b: { id: string }) => b.id)).toEqual([night.id, later.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await call('GET', `bookings/list?from=${dayFromToday(5)}&to=${dayFromToday(4)}`, {
      token: me.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.to).toBeDefined();
  });
});

describe('another tenant', () => {
  it('gets 404 for every {id} route of a booking that is not theirs, which stays as it was', async () => {
    const booking = await createBooking(me);
    const theirs = { token: other.token };
    expect((await call('GET', `bookings/details/${booking.id}`, theirs)).status).toBe(404);
    expect(
      (await call('PUT', `bookings/update/${booking.id}`, { ...theirs, body: bookingBody() })).status,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `bookings/update-status/${booking.id}`, {
          ...theirs,
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', 'bookings/list', theirs)).body.data).toEqual([]);
    const mine = (await call('GET', `bookings/details/${booking.id}`, { token: me.token })).body.data;
    expect(mine).toMatchObject({ status: 'active', sequence: 0 });
  });
});
