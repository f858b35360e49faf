// Reminders name the person who comes (issue 25): the booking's person with their title, in the customer's language,
// in the mail and in the text message (through a local fake of 46elks); the owner's own visit names the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { startFake46elks } from '../support/fake-46elks';
import { createBooking, createFerrier } from '../support/factories';
import { mailsTo } from '../support/mailbox';
import { createStaff } from '../support/members';
import { sweep, visitFor, visitIn } from '../support/reminders';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

// Before anything reads the environment: text messages on, to the fake.
const elks = await startFake46elks();
afterAll(() => elks.close());

let owner: Owner;
let anna: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  owner = await createFerrier();
  anna = await createStaff(owner, { firstName: 'Anna', lastName: 'Svensson' });
  const titled = await call('PUT', `staffs/update/${anna.userId}`, {
    token: owner.token,
    body: { title: 'Hovslagare' },
  });
  expect(titled.status, JSON.stringify(titled.body)).toBe(200);
});

const textsTo = (phone: string) => elks.sent().filter((r) => r.form.to === phone);

/** A visit of `customer` given to Anna (the first one of visitFor is moved to her, later). */
async function annasVisit(customer: Record<string, unknown>) {
  const visit = await visitFor(owner, { hours: 5, customer });
  const booking = await createBooking(owner, {
    ...visitIn(3),
    ...visit.body,
    staffId: anna.userId,
    allowClash: true,
  });
  const cancelled = await call('PATCH', `bookings/update-status/${visit.booking.id}`, {
    token: owner.token,
    body: { status: 'cancelled' },
  });
  expect(cancelled.status).toBe(200);
  expect(booking.staffId).toBe(anna.userId);
  return { ...visit, booking };
}

describe('a reminder of a staff member’s visit', () => {
  it('says in Swedish that Anna Svensson (hovslagare) comes, in the mail and the text', async () => {
    const { customer } = await annasVisit({ phone: '070-222 33 44' });
    await sweep(owner);
    await expect.poll(async () => (await mailsTo(customer.email)).length).toBe(1);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toContain('Anna Svensson (hovslagare) kommer.');
    const [text] = textsTo('+46702223344');
    expect(text!.form.message).toMatch(
      /^Påminnelse: .+ kl\. \d\d:\d\d\. Anna Svensson \(hovslagare\) kommer\. /,
    );
  });

  it('says it in English for an English customer', async () => {
    const { customer } = await annasVisit({ phone: '070-222 33 55', language: 'en' });
    await sweep(owner);
    await expect.poll(async () => (await mailsTo(customer.email)).length).toBe(1);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toContain('Anna Svensson (hovslagare) is coming.');
    expect(textsTo('+46702223355')[0]!.form.message).toContain('. Anna Svensson (hovslagare) is coming. ');
  });

  it('names the owner on the owner’s own visit, without a title when the profile has none', async () => {
    const { customer } = await visitFor(owner, { customer: {} });
    await sweep(owner);
    await expect.poll(async () => (await mailsTo(customer.email)).length).toBe(1);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toMatch(/Det här är en påminnelse om ditt bokade besök av .+\. \S+ \S+ kommer\./);
    expect(mail!.text).not.toContain('Anna Svensson');
  });
});
