// Done by mistake is not final (issue 22, 6.2): a completed visit may be reopened, and reopening it — or deleting it —
// puts each horse's latest and next visit back as they were before the completion, unless the horse has had a later
// visit recorded since (or its next visit typed by hand since), which stays.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/validation/dates';
import { call } from '../support/api-client';
import { animalBody, createAnimal, createBooking, createFerrier, dayFromToday } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let owner: Owner;

beforeAll(async () => {
  owner = await createFerrier();
});

const setStatus = (id: string, status: string) =>
  call('PATCH', `bookings/update-status/${id}`, { token: owner.token, body: { status } });

const visitsOf = async (animalId: string) => {
  const { latestVisit, nextVisit } = (
    await call('GET', `animals/details/${animalId}`, { token: owner.token })
  ).body.data;
  return { latestVisit, nextVisit };
};

/** A horse shod every six weeks, last on 10 January with its next visit on 21 February. */
const shodHorse = () =>
  createAnimal(owner, {
    name: 'Blesse',
    shoeingIntervalWeeks: 6,
    latestVisit: '2026-01-10',
    nextVisit: '2026-02-21',
  });

describe('reopening a completed visit (completed → active)', () => {
  it('puts each horse’s latest and next visit back: tomorrow’s visit completed by mistake', async () => {
    const shod = await shodHorse();
    const young = await createAnimal(owner, { name: 'Fölet' }); // no dates, no interval
    const booking = await createBooking(owner, { animalIds: [shod.id, young.id] });
    const tomorrow = dayFromToday(1);

    expect((await setStatus(booking.id, 'completed')).status).toBe(200);
    expect(await visitsOf(shod.id)).toEqual({ latestVisit: tomorrow, nextVisit: addDays(tomorrow, 42) });
    expect(await visitsOf(young.id)).toEqual({ latestVisit: tomorrow, nextVisit: null });

    const reopened = await setStatus(booking.id, 'active');
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.data).toEqual({ id: booking.id, status: 'active' });
    expect(await visitsOf(shod.id)).toEqual({ latestVisit: '2026-01-10', nextVisit: '2026-02-21' });
    expect(await visitsOf(young.id)).toEqual({ latestVisit: null, nextVisit: null });

    // Completed again, it dates them again; reopened again, back again.
    await setStatus(booking.id, 'completed');
    expect((await visitsOf(shod.id)).latestVisit).toBe(tomorrow);
    await setStatus(booking.id, 'active');
    expect(await visitsOf(shod.id)).toEqual({ latestVisit: '2026-01-10', nextVisit: '2026-02-21' });
  });

  it('keeps a later visit recorded in between, and a next visit typed by hand since', async () => {
    const shod = await shodHorse();
    const first = await createBooking(owner, { animalIds: [shod.id] });
    const later = await createBooking(owner, {
      animalIds: [shod.id],
      startDate: dayFromToday(8),
      endDate: dayFromToday(8),
    });
    await setStatus(first.id, 'completed');
    await setStatus(later.id, 'completed');
    const afterLater = { latestVisit: dayFromToday(8), nextVisit: addDays(dayFromToday(8), 42) };
    expect(await visitsOf(shod.id)).toEqual(afterLater);

    expect((await setStatus(first.id, 'active')).status).toBe(200);
    expect(await visitsOf(shod.id)).toEqual(afterLater);

    // The next visit typed on the horse after a completion stays when it is reopened; the latest goes back.
    const other = await shodHorse();
    const visit = await createBooking(owner, { animalIds: [other.id] });
    await setStatus(visit.id, 'completed');
    const typed = await call('PUT', `animals/update/${other.id}`, {
      token: owner.token,
      body: animalBody({
        name: 'Blesse',
        shoeingIntervalWeeks: 6,
        latestVisit: dayFromToday(1),
        nextVisit: '2030-05-01',
      }),
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    await setStatus(visit.id, 'active');
    expect(await visitsOf(other.id)).toEqual({ latestVisit: '2026-01-10', nextVisit: '2030-05-01' });
  });
});

describe('deleting a completed visit', () => {
  it('puts the horses’ visits back the same way', async () => {
    const shod = await shodHorse();
    const booking = await createBooking(owner, { animalIds: [shod.id] });
    await setStatus(booking.id, 'completed');
    expect((await visitsOf(shod.id)).latestVisit).toBe(dayFromToday(1));

    expect((await setStatus(booking.id, 'deleted')).status).toBe(200);
    expect(await visitsOf(shod.id)).toEqual({ latestVisit: '2026-01-10', nextVisit: '2026-02-21' });
  });

  it('leaves the dates of a cancelled or active visit’s horses alone', async () => {
    const shod = await shodHorse();
    const completed = await createBooking(owner, { animalIds: [shod.id] });
    await setStatus(completed.id, 'completed');
    const active = await createBooking(owner, { animalIds: [shod.id], startTime: '12:00', endTime: '13:00' });
    expect((await setStatus(active.id, 'deleted')).status).toBe(200);
    expect((await visitsOf(shod.id)).latestVisit).toBe(dayFromToday(1));
  });
});
