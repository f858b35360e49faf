// booking-responses/{token}: the public answer to a visit reminder. The token from the mailed link shows the visit
// (nothing of the customer's beyond it) and answers it; the answer shows on the booking. A GET changes nothing, a
// wrong or spent link is 404, and answers are limited per client address.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { bookings } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { mailsTo } from '../support/mailbox';
import { sweep, tokenIn, visitFor } from '../support/reminders';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;

beforeAll(async () => {
  me = await createFerrier();
});

/** A visit reminded by mail, and the token of its links. */
async function remindedVisit(customer: Record<string, unknown> = {}) {
  const visit = await visitFor(me, { customer: { personalId: '811228-9874', ...customer } });
  await sweep(me);
  await expect.poll(async () => (await mailsTo(visit.customer.email)).length).toBe(1);
  const [mail] = await mailsTo(visit.customer.email);
  return { ...visit, token: tokenIn(mail!.text) };
}

const details = async (id: string) =>
  (await call('GET', `bookings/details/${id}`, { token: me.token })).body.data;

const answer = (token: string, body: unknown, opts: { ip?: string; locale?: 'en' | 'sv' } = {}) =>
  call('POST', `booking-responses/${token}`, { body, ...opts });

describe('GET booking-responses/{token}', () => {
  it('shows the visit, the company and the horses, and nothing else of the customer', async () => {
    const { booking, token } = await remindedVisit();
    const res = await call('GET', `booking-responses/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      company: { name: 'Lind-Bergs Hovslageri', phone: '+46701234567' },
      startAt: booking.startAt,
      endAt: booking.endAt,
      startDate: booking.startDate,
      startTime: booking.startTime,
      endDate: booking.endDate,
      endTime: booking.endTime,
      address: 'Stallvägen 2',
      postalNumber: '74193',
      city: 'Knivsta',
      animals: ['Blixten', 'Stjärna'],
      response: null,
      respondedAt: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/811228|198112289874|Karin|example\.se/);
  });

  it('changes nothing: a mail scanner following the link is no answer', async () => {
    const { booking, token } = await remindedVisit();
    const before = await details(booking.id);
    for (let i = 0; i < 3; i++) expect((await call('GET', `booking-responses/${token}`)).status).toBe(200);
    expect(await details(booking.id)).toEqual(before);
  });
});

describe('POST booking-responses/{token}', () => {
  it('confirms: the booking shows the answer, and its sequence is raised', async () => {
    const { booking, token } = await remindedVisit();
    const before = await details(booking.id);
    const res = await answer(token, { answer: 'confirmed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ response: 'confirmed', respondedAt: expect.any(String) });
    const after = await details(booking.id);
    expect(after).toMatchObject({ response: 'confirmed', respondedAt: expect.any(String) });
    expect(after.sequence).toBe(before.sequence + 1);
    const list = await call('GET', `bookings/list?from=${booking.startDate}&to=${booking.startDate}`, {
      token: me.token,
    });
    expect(list.body.data.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
      response: 'confirmed',
    });
  });

  it('declines, and the customer may change their mind; the same answer again changes nothing', async () => {
    const { booking, token } = await remindedVisit();
    expect((await answer(token, { answer: 'declined' })).body.data.response).toBe('declined');
    const declined = await details(booking.id);
    expect(declined.response).toBe('declined');

    const again = await answer(token, { answer: 'declined' });
    expect(again.status).toBe(200);
    expect(await details(booking.id)).toEqual(declined);

    expect((await answer(token, { answer: 'confirmed' })).body.data.response).toBe('confirmed');
    const confirmed = await details(booking.id);
    expect(confirmed).toMatchObject({ response: 'confirmed', sequence: declined.sequence + 1 });
  });

  it('refuses an answer that is neither, and unknown fields, with messages', async () => {
    const { booking, token } = await remindedVisit();
    const maybe = await answer(token, { answer: 'maybe' }, { locale: 'sv' });
    expect(maybe.status).toBe(422);
    expect(maybe.body.error.fields.answer).toMatch(/confirmed/);
    const extra = await answer(token, { answer: 'confirmed', bookingId: booking.id });
    expect(extra.status).toBe(422);
    expect(extra.body.error.fields.bookingId).toEqual(expect.any(String));
    expect((await details(booking.id)).response).toBeNull();
  });
});

describe('a link that answers nothing', () => {
  it('a wrong or malformed token is 404, for GET and POST', async () => {
    const wrong = randomBytes(32).toString('base64url');
    for (const token of [wrong, 'abc', `${wrong}x`, '%00']) {
      const get = await call('GET', `booking-responses/${token}`);
      expect(get.status, token).toBe(404);
      expect(get.body.error.code).toBe('NOT_FOUND');
      expect((await answer(token, { answer: 'confirmed' })).status, token).toBe(404);
    }
  });

  it('a cancelled, completed or started visit is 404, and its booking keeps no answer', async () => {
    const cancelled = await remindedVisit();
    await call('PATCH', `bookings/update-status/${cancelled.booking.id}`, {
      token: me.token,
      body: { status: 'cancelled' },
    });
    const completed = await remindedVisit();
    await call('PATCH', `bookings/update-status/${completed.booking.id}`, {
      token: me.token,
      body: { status: 'completed' },
    });
    const started = await remindedVisit();
    await systemDb()
      .update(bookings)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, started.booking.id));

    for (const { booking, token } of [cancelled, completed, started]) {
      const get = await call('GET', `booking-responses/${token}`, { locale: 'sv' });
      expect(get.status).toBe(404);
      expect(get.body.error.message).toEqual(expect.any(String));
      expect((await answer(token, { answer: 'declined' })).status).toBe(404);
      expect((await details(booking.id)).response).toBeNull();
    }
  });

  it('answers are limited per client address (a script guessing tokens)', async () => {
    const { token } = await remindedVisit();
    const ip = '198.51.100.13'; // TEST-NET-2: no other test file's addresses (10.x)
    for (let i = 0; i < 30; i++) {
      const res = await answer(randomBytes(32).toString('base64url'), { answer: 'confirmed' }, { ip });
      expect(res.status).toBe(404);
    }
    const limited = await answer(token, { answer: 'confirmed' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address still answers.
    expect((await answer(token, { answer: 'confirmed' })).status).toBe(200);
  });

  it('views of the page are limited per client address too', async () => {
    const { token } = await remindedVisit();
    const ip = '198.51.100.14';
    for (let i = 0; i < 120; i++) {
      const res = await call('GET', `booking-responses/${randomBytes(32).toString('base64url')}`, { ip });
      expect(res.status).toBe(404);
    }
    const limited = await call('GET', `booking-responses/${token}`, { ip });
    expect(limited.status).toBe(429);
    expect((await call('GET', `booking-responses/${token}`)).status).toBe(200);
  });
});
