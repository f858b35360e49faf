// Text-message reminders through 46elks, against a local fake of its API: with credentials configured, a due reminder
// is also texted (form-encoded, basic auth, the customer's language, the answer link); a customer with only a number
// is texted alone; a provider that is down loses the text but not the mailed reminder, and a text-only reminder waits
// for the next sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elksProvider, SmsSendError } from '@/server/sms/elks';
import { call } from '../support/api-client';
import { startFake46elks } from '../support/fake-46elks';
import { createFerrier } from '../support/factories';
import { mailsTo } from '../support/mailbox';
import { sweep, tokenIn, visitFor } from '../support/reminders';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

// Before anything reads the environment (it is read once per test file): text messages on, to the fake.
const elks = await startFake46elks();
afterAll(() => elks.close());

let me: Owner;
beforeAll(async () => {
  me = await createFerrier();
});

const textsTo = (phone: string) => elks.sent().filter((r) => r.form.to === phone);

describe('with 46elks configured', () => {
  it('texts the reminder too: the customer’s number, the sender, Swedish, and a working answer link', async () => {
    const { customer, booking } = await visitFor(me, { customer: { phone: '070-111 22 33' } });
    await sweep(me);
    const [text] = textsTo('+46701112233');
    expect(text).toBeDefined();
    expect(text!.authorized).toBe(true);
    expect(text!.path).toBe('/a1/sms');
    expect(text!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(text!.form).toMatchObject({ from: 'Hovbook', to: '+46701112233', dontlog: 'message' });
    expect(text!.form.message).toMatch(
      new RegExp(`^Påminnelse: Lind-Bergs Hovslageri kommer .+ kl\\. ${booking.startTime}\\.`),
    );
    expect(text!.form.message).toContain('http://localhost:3000/sv/booking-response/');
    // The mail went too, with the same token as the text.
    const [mail] = await mailsTo(customer.email);
    const token = tokenIn(text!.form.message!);
    expect(tokenIn(mail!.text)).toBe(token);
    expect((await call('GET', `booking-responses/${token}`)).status).toBe(200);
    // Once.
    await sweep(me);
    expect(textsTo('+46701112233')).toHaveLength(1);
  });

  it('texts in English for an English customer', async () => {
    await visitFor(me, { customer: { phone: '070-111 22 44', language: 'en' } });
    await sweep(me);
    const [text] = textsTo('+46701112244');
    expect(text!.form.message).toMatch(/^Reminder: Lind-Bergs Hovslageri visits you on .+ at \d\d:\d\d\./);
    expect(text!.form.message).toContain('/en/booking-response/');
  });

  it('reminds a customer with a number and no email by text alone', async () => {
    const { booking } = await visitFor(me, { customer: { phone: '070-111 22 55', email: undefined } });
    await sweep(me);
    expect(textsTo('+46701112255')).toHaveLength(1);
    const details = await call('GET', `bookings/details/${booking.id}`, { token: me.token });
    expect(details.body.data.reminderSentAt).toEqual(expect.any(String));
  });

  it('a provider that is down: the mailed reminder stands; a text-only one is tried again at the next sweep', async () => {
    const owner = await createFerrier();
    const mailed = await visitFor(owner, { customer: { phone: '070-111 22 66' } });
    const textOnly = await visitFor(owner, { customer: { phone: '070-111 22 77', email: undefined } });
    elks.failWith(503);
    try {
      // Only the text-only reminder fails (a job runner of another test file may mail the other meanwhile).
      expect(await sweep(owner)).toMatchObject({ texted: 0, failed: 1 });
    } finally {
      elks.failWith(null);
    }
    await expect.poll(async () => (await mailsTo(mailed.customer.email)).length).toBe(1);
    const pending = await call('GET', `bookings/details/${textOnly.booking.id}`, { token: owner.token });
    expect(pending.body.data.reminderSentAt).toBeNull();

    expect(await sweep(owner)).toMatchObject({ texted: 1, failed: 0 });
    expect(textsTo('+46701112277')).toHaveLength(1);
    expect(textsTo('+46701112266')).toHaveLength(0);
    expect(await mailsTo(mailed.customer.email)).toHaveLength(1);
  });
});

describe('the 46elks provider', () => {
  it('answers with the message id, and refuses wrong credentials as an error naming only the status', async () => {
    const config = { apiUrl: elks.url, username: elks.username, password: elks.password, sender: 'Hovbook' };
    expect(await elksProvider(config).send('+46701112288', 'Hej')).toMatch(/^s[0-9a-f]{32}$/);
    const wrong = elksProvider({ ...config, password: 'wrong' });
    const error = await wrong.send('+46701112288', 'Hej').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toBe('46elks refused the text message (HTTP 401)');
  });
});
