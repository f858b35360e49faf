// The record kit's server helpers (server/records), as bookings use them and journals and invoices will: gapless
// numbers per account, series and year under concurrency; lines replaced in one statement in the form's order; every
// id of a body checked against the caller's tenant and refused under the field name the client sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@/server/api/serialize-error';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { nextReference } from '@/server/records/next-reference';
import { call } from '../support/api-client';
import {
  bookingBody,
  createAnimal,
  createBooking,
  createCustomer,
  createFerrier,
  createService,
} from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

const callerOf = (o: Owner) => ({
  ferrierId: o.ferrierId,
  userId: o.userId,
  role: 'owner' as const,
  locale: 'en' as const,
  log: logger,
});

describe('nextReference', () => {
  it('gives transactions running at once distinct consecutive numbers per series and year, and takes back a failed one’s', async () => {
    const owner = await createFerrier();
    const take = (series: string, year: number) =>
      inTenant(callerOf(owner), (ctx) => nextReference(ctx, series, year));
    const journals = await Promise.all(Array.from({ length: 8 }, () => take('J', 2026)));
    expect(journals.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `J-2026-000${i + 1}`));
    // Another series, another year, another account: each its own counter.
    expect(await take('B', 2026)).toBe('B-2026-0001');
    expect(await take('J', 2027)).toBe('J-2027-0001');
    expect(await inTenant(callerOf(other), (ctx) => nextReference(ctx, 'J', 2026))).toBe('J-2026-0001');
    // A record that fails to save gives its number back: no gap.
    await expect(
      inTenant(callerOf(owner), async (ctx) => {
        await nextReference(ctx, 'J', 2026);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await take('J', 2026)).toBe('J-2026-0009');
  });

  it('numbers bookings in the B series', async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    const year = Number(booking.startDate.slice(0, 4));
    expect(booking.referenceNumber).toBe(`B-${year}-0001`);
    expect(await inTenant(callerOf(owner), (ctx) => nextReference(ctx, 'B', year))).toBe(`B-${year}-0002`);
  });
});

describe('replaceLines (a booking’s horses and services)', () => {
  it('writes the new lines in the order sent, keeping lines that stay, and may empty them', async () => {
    const [a, b, c] = [
      await createAnimal(me, { name: 'A' }),
      await createAnimal(me, { name: 'B' }),
      await createAnimal(me, { name: 'C' }),
    ];
    const [s1, s2] = [await createService(me), await createService(me)];
    const booking = await createBooking(me, {
      animalIds: [a.id, b.id],
      services: [
        { serviceId: s1.id, quantity: 1 },
        { serviceId: s2.id, quantity: 2 },
      ],
    });
    const update = (body: Record<string, unknown>) =>
      call('PUT', `bookings/update/${booking.id}`, { token: me.token, body: bookingBody({ ...body }) });
    const res = await update({
      animalIds: [b.id, a.id, c.id],
      services: [
        { serviceId: s2.id, quantity: 3 },
        { serviceId: s1.id, quantity: 1 },
        { serviceId: s2.id, quantity: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.animals.map((x: { name: string }) => x.name)).toEqual(['B', 'A', 'C']);
    expect(
      res.body.data.services.map((s: { serviceId: string; quantity: number }) => [s.serviceId, s.quantity]),
    ).toEqual([
      [s2.id, 3],
      [s1.id, 1],
      [s2.id, 1],
    ]);
    const emptied = await update({ animalIds: [], services: [] });
    expect(emptied.body.data).toMatchObject({ animals: [], services: [] });
  });
});

describe('ownedIds', () => {
  it('answers under the field the client named the id in: animalId or animalIds', async () => {
    const theirs = await createAnimal(other);
    const mine = await createAnimal(me);
    const create = (body: Record<string, unknown>) =>
      call('POST', 'bookings/create', { token: me.token, body: bookingBody({ allowClash: true, ...body }) });
    const one = await create({ animalId: theirs.id });
    expect(one.status).toBe(422);
    expect(one.body.error.fields).toEqual({ animalId: 'Choose one of your animals.' });
    const many = await create({ animalId: mine.id, animalIds: [mine.id, theirs.id] });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.error.fields)).toEqual(['animalIds']);
  });

  it('refuses an id of the caller’s that names another kind of record (a customer sent as a horse)', async () => {
    const customer = await createCustomer(me);
    const res = await call('POST', 'bookings/create', {
      token: me.token,
      body: bookingBody({ allowClash: true, customerId: customer.id, animalIds: [customer.id] }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(['animalIds']);
  });
});

describe('transition: a refused status change', () => {
  it('names the record where its status messages have their own sentence (a booking), in both languages', async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    const refuse = async (locale: 'en' | 'sv') => {
      const res = await call('PATCH', `bookings/update-status/${booking.id}`, {
        token: owner.token,
        body: { status: 'completed' },
        locale,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      return res.body.error.message as string;
    };
    expect(
      (
        await call('PATCH', `bookings/update-status/${booking.id}`, {
          token: owner.token,
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(200);
    expect(await refuse('en')).toBe('This booking is cancelled and cannot be changed to completed.');
    expect(await refuse('sv')).toBe('Bokningen är avbokad och kan inte ändras till klar.');
  });

  it('says it in general words for a record without a sentence of its own', () => {
    const refused = new AppError('INVALID_TRANSITION', undefined, undefined, {
      params: { from: 'signerad', to: 'utkast' },
    });
    expect(errorBody(refused, 'sv').error.message).toBe(
      'Statusen är signerad och kan inte ändras till utkast.',
    );
    const en = new AppError('INVALID_TRANSITION', undefined, undefined, {
      params: { from: 'signed', to: 'draft' },
    });
    expect(errorBody(en, 'en').error.message).toBe('The status is signed and cannot be changed to draft.');
  });
});
