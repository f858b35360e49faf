// Visit reminders (issue 13): the booking-reminders sweep sends a due reminder once however many workers run it,
// none for a cancelled booking or an account without reminders, again at a moved booking's new time and not before;
// the mail is in the customer's language with the visit and the answer links. Text messages are off here (no 46elks
// credentials): the fake 46elks hears nothing.
//
// The sweeps here cover this file's accounts only. A job runner of another test file may sweep every account at the
// same time (the job runs each minute): what is checked is what the customer gets, which is the same either way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { systemDb } from '@/server/db/system';
import { bookings, ferriers } from '@/server/db/schema';
import { call } from '../support/api-client';
import { startFake46elks, type Fake46elks } from '../support/fake-46elks';
import { createFerrier } from '../support/factories';
import { runJob } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { sameDayHours, sweep, tokenIn, visitFor, visitIn } from '../support/reminders';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

// Before anything reads the environment: 46elks' address is set, its credentials are not.
const elks: Fake46elks = await startFake46elks({ configure: false });
afterAll(() => elks.close());

const details = async (owner: Owner, id: string) =>
  (await call('GET', `bookings/details/${id}`, { token: owner.token })).body.data;

/** The customer's reminders once `count` have arrived (a concurrent sweep may still be writing one). */
const mailsOnce = async (email: string, count: number) => {
  await expect.poll(async () => (await mailsTo(email)).length).toBe(count);
  return mailsTo(email);
};

const setLeadHours = (owner: Owner, hours: number | null) =>
  call('PUT', `ferriers/update/${owner.ferrierId}`, {
    token: owner.token,
    body: { reminderLeadHours: hours },
  });

let me: Owner;
beforeAll(async () => {
  me = await createFerrier();
});

describe('the sweep', () => {
  it('sends a due reminder once, however many sweeps run at the same time', async () => {
    const owner = await createFerrier();
    const { customer, booking } = await visitFor(owner);
    expect(booking.reminderSentAt).toBeNull();

    const results = await Promise.all([sweep(owner), sweep(owner), sweep(owner), sweep(owner), sweep(owner)]);
    expect(results.reduce((n, r) => n + r.sent!, 0)).toBeLessThanOrEqual(1);
    expect(results.reduce((n, r) => n + r.failed!, 0)).toBe(0);
    expect(await mailsOnce(customer.email, 1)).toHaveLength(1);
    expect((await details(owner, booking.id)).reminderSentAt).toEqual(expect.any(String));
    await sweep(owner);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('sends none for a cancelled booking, and none while the visit is further ahead than the lead time', async () => {
    const owner = await createFerrier();
    const cancelled = await visitFor(owner);
    const res = await call('PATCH', `bookings/update-status/${cancelled.booking.id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    const later = await visitFor(owner, { hours: 30 }); // the lead time is 24 hours
    expect(await sweep(owner)).toMatchObject({ sent: 0 });
    expect(await mailsTo(cancelled.customer.email)).toEqual([]);
    expect(await mailsTo(later.customer.email)).toEqual([]);
    expect((await details(owner, cancelled.booking.id)).reminderSentAt).toBeNull();

    // The account's lead time decides: 48 hours makes the later visit due.
    await setLeadHours(owner, 48);
    await sweep(owner);
    expect(await mailsOnce(later.customer.email, 1)).toHaveLength(1);
    expect(await mailsTo(cancelled.customer.email)).toEqual([]);
  });

  it('sends none for an account with reminders off, nor for a visit that has started', async () => {
    const owner = await createFerrier();
    await setLeadHours(owner, null);
    const off = await visitFor(owner);
    expect(await sweep(owner)).toMatchObject({ sent: 0 });
    expect(await mailsTo(off.customer.email)).toEqual([]);

    await setLeadHours(owner, 24);
    await systemDb()
      .update(bookings)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, off.booking.id));
    expect(await sweep(owner)).toMatchObject({ sent: 0 });
    expect(await mailsTo(off.customer.email)).toEqual([]);
  });

  it('reminds a moved booking at its new time, not before, with a new link; the old one stops working', async () => {
    const owner = await createFerrier();
    const { customer, booking, body } = await visitFor(owner);
    await sweep(owner);
    const [first] = await mailsOnce(customer.email, 1);
    const oldToken = tokenIn(first!.text);

    // Moved five days ahead: not due yet, and the first reminder's link no longer answers.
    const far = visitIn(5 * 24);
    const moved = await call('PUT', `bookings/update/${booking.id}`, {
      token: owner.token,
      body: { ...body, ...far },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.reminderSentAt).toBeNull();
    expect(await sweep(owner)).toMatchObject({ sent: 0 });
    expect(await mailsTo(customer.email)).toHaveLength(1);
    expect((await call('GET', `booking-responses/${oldToken}`)).status).toBe(404);

    // Moved to six hours from now: due, and reminded once more with the new time.
    const soon = visitIn(6);
    await call('PUT', `bookings/update/${booking.id}`, { token: owner.token, body: { ...body, ...soon } });
    await sweep(owner);
    const mails = await mailsOnce(customer.email, 2);
    expect(mails[1]!.text).toContain(soon.startTime);
    const newToken = tokenIn(mails[1]!.text);
    expect(newToken).not.toBe(oldToken);
    const page = await call('GET', `booking-responses/${newToken}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ startDate: soon.startDate, startTime: soon.startTime });
  });

  it('sends nothing to a customer it cannot reach: no email, and text messages are off', async () => {
    const owner = await createFerrier();
    const { booking } = await visitFor(owner, { customer: { email: undefined } });
    expect(await sweep(owner)).toMatchObject({ due: 0, sent: 0 });
    expect((await details(owner, booking.id)).reminderSentAt).toBeNull();
    expect(elks.requests).toEqual([]);
  });
});

describe('the mail', () => {
  it('is Swedish for a Swedish customer: from the company, the visit, the horses and both links', async () => {
    const { customer, booking } = await visitFor(me, {
      hours: sameDayHours(),
      customer: { firstName: 'Karin', personalId: '811228-9874' },
    });
    await sweep(me);
    const [mail] = await mailsOnce(customer.email, 1);
    const date = formatDate(booking.startAt, 'sv');
    expect(mail!.subject).toBe(`Påminnelse: Lind-Bergs Hovslageri kommer ${date} kl. ${booking.startTime}`);
    expect(mail!.raw).toMatch(/^From: "Lind-Bergs Hovslageri" <no-reply@hovbook\.se>$/m);
    expect(mail!.raw).toMatch(new RegExp(`^Reply-To: "Lind-Bergs Hovslageri" <${me.email}>$`, 'm'));
    expect(mail!.text).toContain('Hej Karin!');
    expect(mail!.text).toContain(`När: ${date} kl. ${booking.startTime}–${booking.endTime}`);
    expect(mail!.text).toContain('Var: Stallvägen 2, 741 93 Knivsta');
    expect(mail!.text).toContain('Hästar: Blixten och Stjärna');
    expect(mail!.text).toContain('Ring Lind-Bergs Hovslageri på 070-123 45 67');
    const token = tokenIn(mail!.text);
    expect(mail!.text).toContain(`http://localhost:3000/sv/booking-response/${token}?answer=confirmed`);
    expect(mail!.text).toContain(`http://localhost:3000/sv/booking-response/${token}?answer=declined`);
    // The HTML part has the same links as buttons.
    expect(mail!.text).toMatch(
      /<a href="http:\/\/localhost:3000\/sv\/booking-response\/[^"]+answer=confirmed"/,
    );
    // Only the token's hash is stored; the personnummer is nowhere in the mail.
    const [row] = await systemDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.responseTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.responseTokenHash).not.toContain(token);
    expect(mail!.raw).not.toMatch(/811228|198112289874/);
  });

  it('is English for an English customer', async () => {
    const { customer, booking } = await visitFor(me, {
      hours: sameDayHours(),
      customer: { firstName: 'Jane', language: 'en' },
    });
    await sweep(me);
    const [mail] = await mailsOnce(customer.email, 1);
    const date = formatDate(booking.startAt, 'en');
    expect(mail!.subject).toBe(`Reminder: Lind-Bergs Hovslageri visits on ${date} at ${booking.startTime}`);
    expect(mail!.text).toContain('Hello Jane,');
    expect(mail!.text).toContain(`When: ${date}, ${booking.startTime}–${booking.endTime}`);
    expect(mail!.text).toContain('Horses: Blixten and Stjärna');
    expect(mail!.text).toContain(`/en/booking-response/${tokenIn(mail!.text)}?answer=declined`);
  });

  it('says how to reach the company without a phone number', async () => {
    const owner = await createFerrier();
    await call('PUT', `ferriers/update/${owner.ferrierId}`, { token: owner.token, body: { phone: null } });
    const { customer } = await visitFor(owner, { customer: { language: 'en' } });
    await sweep(owner);
    const [mail] = await mailsOnce(customer.email, 1);
    expect(mail!.text).toContain('Reply to this email and it reaches Lind-Bergs Hovslageri.');
  });
});

describe('an account that is not active', () => {
  it('sends no reminders', async () => {
    const owner = await createFerrier();
    const { customer } = await visitFor(owner);
    await systemDb().update(ferriers).set({ status: 'cancelled' }).where(eq(ferriers.id, owner.ferrierId));
    expect(await sweep(owner)).toMatchObject({ sent: 0 });
    expect(await mailsTo(customer.email)).toEqual([]);
  });
});

// Last in the file: once started, the job runner also sweeps on its own each minute.
describe('the booking-reminders job', () => {
  it('runs through pg-boss and sends what is due, once', async () => {
    const owner = await createFerrier();
    const { customer } = await visitFor(owner);
    const output = await runJob('booking-reminders');
    expect(output).toMatchObject({ failed: 0 });
    expect(await mailsOnce(customer.email, 1)).toHaveLength(1);
    await runJob('booking-reminders');
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });
});
