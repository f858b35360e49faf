// A booking belongs to a person (issue 25): staffId must be an active person of the account (another account's or a
// deactivated member's is a 422 in the user's language), a staff member's own booking is theirs by default, an edit
// keeps the person, lists and details name the person with their colour, and bookings/people lists whom to choose.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { bookingBody, createFerrier } from '../support/factories';
import { createStaff } from '../support/members';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
type Staff = Awaited<ReturnType<typeof createStaff>>;
let owner: Owner;
let other: Owner;
let anna: Staff;
let gone: Staff;

const create = (who: { token: string }, body: Record<string, unknown>, locale?: 'en' | 'sv') =>
  call('POST', 'bookings/create', {
    token: who.token,
    body: bookingBody({ allowClash: true, ...body }),
    locale,
  });

beforeAll(async () => {
  [owner, other] = await Promise.all([createFerrier(), createFerrier()]);
  [anna, gone] = await Promise.all([
    createStaff(owner, { firstName: 'Anna', lastName: 'Svensson' }),
    createStaff(owner, { firstName: 'Gustav', lastName: 'Gammal' }),
  ]);
  const titled = await call('PUT', `staffs/update/${anna.userId}`, {
    token: owner.token,
    body: { title: 'Hovslagare', color: '#aa3366' },
  });
  expect(titled.status, JSON.stringify(titled.body)).toBe(200);
  const off = await call('PUT', `staffs/update/${gone.userId}`, {
    token: owner.token,
    body: { status: 'inactive' },
  });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
});

describe('bookings/people', () => {
  it('lists the account’s active people, the owner first, with title and colour, to every member', async () => {
    for (const who of [owner, anna]) {
      const res = await call('GET', 'bookings/people', { token: who.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual([
        {
          id: owner.userId,
          name: expect.any(String),
          title: null,
          color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        },
        { id: anna.userId, name: 'Anna Svensson', title: 'Hovslagare', color: '#aa3366' },
      ]);
    }
    const theirs = await call('GET', 'bookings/people', { token: other.token });
    expect(theirs.body.data.map((p: { id: string }) => p.id)).toEqual([other.userId]);
  });
});

describe('bookings/create and update with staffId', () => {
  it('gives a staff member’s own booking to them, and the owner’s booking to the person chosen', async () => {
    const mine = await create(anna, {});
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body.data).toMatchObject({
      staffId: anna.userId,
      staffName: 'Anna Svensson',
      staffColor: '#aa3366',
    });

    const given = await create(owner, { staffId: anna.userId });
    expect(given.status).toBe(201);
    expect(given.body.data.staffId).toBe(anna.userId);
    const own = await create(owner, {});
    expect(own.body.data).toMatchObject({ staffId: owner.userId, staffColor: expect.stringMatching(/^#/) });

    const details = await call('GET', `bookings/details/${given.body.data.id}`, { token: owner.token });
    expect(details.body.data).toMatchObject({ staffName: 'Anna Svensson', staffColor: '#aa3366' });
    const day = given.body.data.startDate;
    const list = await call('GET', `bookings/list?from=${day}&to=${day}&staffId=${anna.userId}`, {
      token: owner.token,
    });
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    for (const row of list.body.data)
      expect(row).toMatchObject({ staffId: anna.userId, staffName: 'Anna Svensson', staffColor: '#aa3366' });
  });

  it('refuses another account’s person, and a deactivated one, in the user’s language, changing nothing', async () => {
    const theirs = await create(owner, { staffId: other.userId }, 'sv');
    expect(theirs.status).toBe(422);
    expect(theirs.body.error.fields).toEqual({ staffId: 'Välj en person i ditt konto.' });
    const unknown = await create(owner, { staffId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ staffId: 'Choose a person in your account.' });
    const inactive = await create(owner, { staffId: gone.userId }, 'sv');
    expect(inactive.status).toBe(422);
    expect(inactive.body.error.fields).toEqual({ staffId: 'Personen är inaktiverad. Välj en aktiv person.' });
    const en = await create(owner, { staffId: gone.userId }, 'en');
    expect(en.body.error.fields).toEqual({ staffId: 'This person is deactivated. Choose an active person.' });

    const booking = (await create(owner, {})).body.data;
    const moved = await call('PUT', `bookings/update/${booking.id}`, {
      token: owner.token,
      body: bookingBody({ allowClash: true, startDate: booking.startDate, staffId: other.userId }),
    });
    expect(moved.status).toBe(422);
    const after = await call('GET', `bookings/details/${booking.id}`, { token: owner.token });
    expect(after.body.data.staffId).toBe(owner.userId);
    expect(after.body.data.sequence).toBe(booking.sequence);
  });

  it('keeps the person on an edit that does not name one, also when a colleague edits it', async () => {
    const booking = (await create(owner, { staffId: anna.userId })).body.data;
    const edited = await call('PUT', `bookings/update/${booking.id}`, {
      token: owner.token,
      body: bookingBody({
        allowClash: true,
        startDate: booking.startDate,
        endDate: booking.endDate,
        startTime: booking.startTime,
        endTime: booking.endTime,
        notes: 'Ny sko vänster fram',
      }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ staffId: anna.userId, notes: 'Ny sko vänster fram' });
  });

  it('lets an edit keep a visit with a member deactivated since, and give it to an active person', async () => {
    const later = await createStaff(owner, { firstName: 'Lärling', lastName: 'Larsson' });
    const booking = (await create(owner, { staffId: later.userId })).body.data;
    await call('PUT', `staffs/update/${later.userId}`, { token: owner.token, body: { status: 'inactive' } });
    const times = {
      startDate: booking.startDate,
      endDate: booking.endDate,
      startTime: booking.startTime,
      endTime: booking.endTime,
    };
    const kept = await call('PUT', `bookings/update/${booking.id}`, {
      token: owner.token,
      body: bookingBody({ allowClash: true, ...times, staffId: later.userId, notes: 'Anna tar över' }),
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const given = await call('PUT', `bookings/update/${booking.id}`, {
      token: owner.token,
      body: bookingBody({ allowClash: true, ...times, staffId: anna.userId }),
    });
    expect(given.status).toBe(200);
    expect(given.body.data.staffId).toBe(anna.userId);
  });
});
