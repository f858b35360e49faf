// Reminders through a real SMTP host (a local smtp-server): delivered with the company as the sender; an address the
// host refuses leaves the reminder unsent, to be tried again at the next sweep, and the log line names no address;
// with a number to text as well, the text goes out and the reminder stands.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReminder } from '@/server/bookings/reminders/send-reminder';
import { createLogger } from '@/server/logger';
import { elksProvider } from '@/server/sms/elks';
import { call } from '../support/api-client';
import type { createFerrier } from '../support/factories';
import { startFake46elks } from '../support/fake-46elks';
import { visitFor } from '../support/reminders';
import { ferrierOverSmtp } from '../support/smtp-signup';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

const received: Array<{ to: string[]; data: string }> = [];
/** Addresses the host refuses, as a mailbox that does not exist. */
const refused = new Set<string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, done) {
    if (refused.has(address.address)) {
      const err = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      return done(err);
    }
    done();
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString(),
      });
      done();
    });
  },
});
// Before anything reads the environment (once per test file).
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

let me: Owner;
beforeAll(async () => {
  me = await ferrierOverSmtp(received);
});

function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger(sink, 'info'), text: () => lines.join('') };
}

describe('reminders by SMTP', () => {
  it('are delivered, from the company', async () => {
    const { customer, booking } = await visitFor(me);
    const { log } = capturedLog();
    expect(await sendReminder({ id: booking.id, ferrierId: me.ferrierId }, { sms: null, log })).toMatchObject(
      { claimed: true, mailed: true },
    );
    const mail = received.find((m) => m.to.includes(customer.email));
    expect(mail?.data).toMatch(/^From: "Lind-Bergs Hovslageri" <no-reply@hovbook\.se>/m);
  });

  it('an address the host refuses: not sent, tried again later, and the log names no address', async () => {
    const { customer, booking } = await visitFor(me);
    refused.add(customer.email);
    const { log, text } = capturedLog();
    const error = await sendReminder({ id: booking.id, ferrierId: me.ferrierId }, { sms: null, log }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^reminder mail not sent \(.*550.*\)$/);
    expect((error as Error).message).not.toContain(customer.email);
    const details = await call('GET', `bookings/details/${booking.id}`, { token: me.token });
    expect(details.body.data.reminderSentAt).toBeNull();
    // Logged as the sweep logs a failed reminder: the error as it is.
    log.error({ err: error, bookingId: booking.id }, 'reminder not sent');
    expect(text()).toContain('reminder mail not sent');
    expect(text()).not.toContain(customer.email);

    refused.delete(customer.email);
    expect(await sendReminder({ id: booking.id, ferrierId: me.ferrierId }, { sms: null, log })).toMatchObject(
      { claimed: true, mailed: true },
    );
    expect(received.filter((m) => m.to.includes(customer.email))).toHaveLength(1);
  });

  it('an address the host refuses, with a number to text: texted, the reminder stands, the log names neither', async () => {
    const elks = await startFake46elks();
    try {
      const sms = elksProvider({
        apiUrl: elks.url,
        username: elks.username,
        password: elks.password,
        sender: 'Hovbook',
      });
      const { customer, booking } = await visitFor(me, { customer: { phone: '070-111 22 88' } });
      refused.add(customer.email);
      const { log, text } = capturedLog();
      expect(await sendReminder({ id: booking.id, ferrierId: me.ferrierId }, { sms, log })).toMatchObject({
        claimed: true,
        mailed: false,
        texted: true,
      });
      expect(elks.sent().filter((r) => r.form.to === '+46701112288')).toHaveLength(1);
      const details = await call('GET', `bookings/details/${booking.id}`, { token: me.token });
      expect(details.body.data.reminderSentAt).toEqual(expect.any(String));
      expect(text()).toContain('reminder mail not sent');
      expect(text()).not.toContain(customer.email);
      expect(text()).not.toContain('701112288');
    } finally {
      await elks.close();
    }
  });
});
