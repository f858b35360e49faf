// The inbox (issue 25, spec 7 Messages row): a message to a customer is stored in their thread and mailed by the
// inbox-mail job through a real SMTP host, from the company's name with Reply-To the company's email, in the
// customer's language; a send that rolls back stores and mails nothing; a customer without an email is a 422 in the
// caller's language; messages between owner and staff are unread until opened; a staff member sees their own threads
// and the customer messages they wrote; another account's or user's id is a 404.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, messages, staffProfiles } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { startJobRunner } from '@/server/jobs/queue';
import { logger } from '@/server/logger';
import { inboxMailJob, mailInboxMessage } from '@/server/messages/inbox-mail-job';
import { sendMessage } from '@/server/messages/write-messages';
import { call } from '../support/api-client';
import { createCustomer, type createFerrier } from '../support/factories';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../support/fake-smtp';
import '../support/jobs';
import { createStaff } from '../support/members';
import { ferrierOverSmtp } from '../support/smtp-signup';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
type Staff = Awaited<ReturnType<typeof createStaff>>;

// Before anything reads the environment (once per test file).
const smtp: FakeSmtp = await startFakeSmtp();
afterAll(() => smtp.close());

let me: Owner;
let other: Owner;
let staff: Staff;
let staff2: Staff;
beforeAll(async () => {
  // This file's job alone: a runner of every job would also sweep other files' accounts (their Fortnox syncs,
  // reminders) in the shared database, racing those files' own sweeps.
  await startJobRunner([inboxMailJob]);
  [me, other] = await Promise.all([ferrierOverSmtp(smtp.received), ferrierOverSmtp(smtp.received)]);
  staff = await createStaff(me, { firstName: 'Lina', lastName: 'Lärling' });
  staff2 = await createStaff(me, { firstName: 'Olle', lastName: 'Smed' });
});

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;

async function mailsTo(email: string, count = 1): Promise<ReceivedMail[]> {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const mails = smtp.received.filter((m) => m.to.includes(email));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${count} mail(s) to the customer within 30 s`);
}

const send = (who: { token: string }, body: Record<string, unknown>, locale: 'en' | 'sv' = 'en') =>
  call('POST', 'messages/sendMail', { token: who.token, body, locale });

/** A run of MIME encoded words (=?UTF-8?Q?…?=, split anywhere, even inside a character) as its text. */
const decodeWords = (value: string) =>
  value.replace(/(?:=\?UTF-8\?Q\?.*?\?=\s*)+/gi, (run) => {
    const latin1 = [...run.matchAll(/=\?UTF-8\?Q\?(.*?)\?=/gi)]
      .map(([, word]) =>
        word!
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      )
      .join('');
    return Buffer.from(latin1, 'latin1').toString('utf8');
  });

/** The header's value, folded lines joined, encoded words decoded. */
const header = (mail: ReceivedMail, name: string) => {
  const raw = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(mail.data)?.[1];
  return raw === undefined ? undefined : decodeWords(raw.replace(/\r?\n[ \t]/g, ' '));
};

describe('messages/sendMail to a customer', () => {
  it('stores the message in the thread and mails it in the customer’s language with Reply-To the company', async () => {
    const email = unique('hanna');
    const customer = await createCustomer(me, { firstName: 'Hanna', email, language: 'sv' });
    const res = await send(me, {
      customerId: customer.id,
      body: 'Hovarna ser fina ut, vi ses om sex veckor.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      thread: { kind: 'customer', id: customer.id, name: 'Hanna Sjöström' },
      senderId: me.userId,
      mine: true,
      subject: null,
      read: null,
    });

    const [mail] = await mailsTo(email);
    expect(header(mail!, 'Reply-To')).toContain(me.email);
    expect(header(mail!, 'From')).toContain(me.organizationName);
    expect(header(mail!, 'From')).not.toContain(me.email);
    expect(header(mail!, 'Subject')).toBe(`Meddelande från ${me.organizationName}`);
    expect(mail!.data).toContain('Hej Hanna!');
    expect(mail!.data).toContain('Hovarna ser fina ut');

    // Marked as mailed once the job has run.
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      const [row] = await systemDb()
        .select({ mailedAt: messages.mailedAt })
        .from(messages)
        .where(eq(messages.id, res.body.data.id));
      if (row?.mailedAt) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const thread = await call('GET', `messages/list?receiverId=${customer.id}`, { token: me.token });
    expect(thread.status).toBe(200);
    expect(thread.body.data).toHaveLength(1);
    expect(thread.body.data[0].mailedAt).not.toBeNull();
    expect(thread.body.data[0].mailFailure).toBeNull();
  });

  it('uses the given subject and an English frame for an English-speaking customer', async () => {
    const email = unique('emma');
    const customer = await createCustomer(me, { firstName: 'Emma', email, language: 'en' });
    const res = await send(me, { customerId: customer.id, subject: 'Next visit', body: 'See you Tuesday.' });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(header(mail!, 'Subject')).toBe('Next visit');
    expect(mail!.data).toContain('Hi Emma,');
  });

  it('a customer without an email: 422 on customerId in the caller’s language, nothing stored', async () => {
    const customer = await createCustomer(me, { email: undefined });
    await systemDb().update(customers).set({ email: null }).where(eq(customers.id, customer.id));
    const sv = await send(me, { customerId: customer.id, body: 'Hej' }, 'sv');
    expect(sv.status).toBe(422);
    expect(sv.body.error.fields.customerId).toMatch(/Kunden har ingen e-postadress/);
    const en = await send(me, { customerId: customer.id, body: 'Hi' }, 'en');
    expect(en.status).toBe(422);
    expect(en.body.error.fields.customerId).toMatch(/This customer has no email address/);
    const stored = await systemDb().select().from(messages).where(eq(messages.customerId, customer.id));
    expect(stored).toHaveLength(0);
  });

  it('a send whose transaction rolls back stores nothing and mails nothing', async () => {
    const email = unique('rolled');
    const customer = await createCustomer(me, { email });
    const caller = {
      ferrierId: me.ferrierId,
      userId: me.userId,
      role: 'owner' as const,
      locale: 'en' as const,
    };
    await expect(
      inTenant({ ...caller, log: logger }, async (ctx) => {
        await sendMessage(ctx, { input: { customerId: customer.id, body: 'Never sent' } });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const stored = await systemDb().select().from(messages).where(eq(messages.customerId, customer.id));
    expect(stored).toHaveLength(0);
    // A later message to another customer goes out; by then a queued run of the rolled-back one would have too.
    const later = unique('later');
    const next = await createCustomer(me, { email: later });
    expect((await send(me, { customerId: next.id, body: 'Sent' })).status).toBe(201);
    await mailsTo(later);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
  });

  it('an address removed before the job ran: the failure kept on the message (no address), not retried', async () => {
    const email = unique('gone');
    const customer = await createCustomer(me, { email });
    const [row] = await systemDb()
      .insert(messages)
      .values({ ferrierId: me.ferrierId, senderUserId: me.userId, customerId: customer.id, body: 'Hej' })
      .returning({ id: messages.id });
    await systemDb().update(customers).set({ email: null }).where(eq(customers.id, customer.id));
    expect(await mailInboxMessage({ ferrierId: me.ferrierId, messageId: row!.id })).toMatchObject({
      noAddress: 1,
    });
    const details = await call('GET', `messages/${row!.id}`, { token: me.token });
    expect(details.body.data).toMatchObject({ mailedAt: null, mailFailure: 'NO_ADDRESS' });
    expect(JSON.stringify(details.body)).not.toContain(email);
  });
});

describe('messages between owner and staff', () => {
  it('is unread for the receiver until opened; PUT marks it unread and read again', async () => {
    const unreadCount = async (who: { token: string }) => {
      const res = await call('GET', 'messages/unread-count', { token: who.token });
      expect(res.status).toBe(200);
      return res.body.data.count as number;
    };
    const [receiverBefore, senderBefore] = [await unreadCount(staff), await unreadCount(me)];
    const res = await send(me, {
      receiverId: staff.userId,
      subject: 'Fredag',
      body: 'Kan du ta Blixten på fredag?',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    expect(res.body.data).toMatchObject({
      thread: { kind: 'user', id: staff.userId },
      read: null,
      mine: true,
    });

    const threads = await call('GET', 'messages/list', { token: staff.token });
    expect(threads.status).toBe(200);
    const thread = threads.body.data.find((m: { thread: { id: string } }) => m.thread.id === me.userId);
    expect(thread).toMatchObject({ id, unreadCount: 1, read: false, mine: false });
    // The menu's count beside Inbox: the receiver's, not the sender's.
    expect(await unreadCount(staff)).toBe(receiverBefore + 1);
    expect(await unreadCount(me)).toBe(senderBefore);

    const unread = await call('GET', `messages/list?receiverId=${me.userId}&unreadOnly=true`, {
      token: staff.token,
    });
    expect(unread.body.data.map((m: { id: string }) => m.id)).toEqual([id]);

    const opened = await call('GET', `messages/${id}`, { token: staff.token });
    expect(opened.body.data.read).toBe(true);
    expect(await unreadCount(staff)).toBe(receiverBefore);
    const none = await call('GET', `messages/list?receiverId=${me.userId}&unreadOnly=true`, {
      token: staff.token,
    });
    expect(none.body.data).toEqual([]);
    const noThreads = await call('GET', 'messages/list?unreadOnly=true', { token: staff.token });
    expect(noThreads.body.data.some((m: { id: string }) => m.id === id)).toBe(false);

    const markedUnread = await call('PUT', `messages/${id}`, { token: staff.token, body: { read: false } });
    expect(markedUnread.status).toBe(200);
    expect(markedUnread.body.data.read).toBe(false);
    // The sender cannot mark it: it is not theirs to read.
    const bySender = await call('PUT', `messages/${id}`, {
      token: me.token,
      body: { read: true },
      locale: 'sv',
    });
    expect(bySender.status).toBe(422);
    expect(bySender.body.error.fields.read).toMatch(/Bara den som tog emot/);
    // The sender opening it does not mark it read for the receiver.
    await call('GET', `messages/${id}`, { token: me.token });
    const still = await call('GET', `messages/${id}`, { token: staff.token });
    expect(still.body.data.read).toBe(true);
  });

  it('messages/colleagues: the members a caller can write to, not themselves, not a deactivated member', async () => {
    const gone = await createStaff(me, { firstName: 'Borta', lastName: 'Lärling' });
    await systemDb()
      .update(staffProfiles)
      .set({ status: 'inactive' })
      .where(eq(staffProfiles.userId, gone.userId));
    const res = await call('GET', 'messages/colleagues', { token: staff.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c: { id: string }) => c.id);
    expect(res.body.data[0]).toMatchObject({ id: me.userId, role: 'owner' });
    expect(ids).toContain(staff2.userId);
    expect(ids).not.toContain(staff.userId);
    expect(ids).not.toContain(gone.userId);
    expect(ids).not.toContain(other.userId);
  });

  it('a thread holds both directions, newest first, in pages', async () => {
    for (const [from, to, body] of [
      [staff, staff2, 'ett'],
      [staff2, staff, 'två'],
      [staff, staff2, 'tre'],
    ] as const)
      expect((await send(from, { receiverId: to.userId, body })).status).toBe(201);
    const first = await call('GET', `messages/list?receiverId=${staff2.userId}&limit=2`, {
      token: staff.token,
    });
    expect(first.body.data.map((m: { body: string }) => m.body)).toEqual(['tre', 'två']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `messages/list?receiverId=${staff2.userId}&limit=2&cursor=${first.body.nextCursor}`,
      { token: staff.token },
    );
    expect(second.body.data.map((m: { body: string }) => m.body)).toEqual(['ett']);
    expect(second.body.nextCursor).toBeNull();
    // The owner is not part of it.
    const owners = await call('GET', `messages/list?receiverId=${staff2.userId}`, { token: me.token });
    expect(owners.body.data.some((m: { body: string }) => ['ett', 'två', 'tre'].includes(m.body))).toBe(
      false,
    );
  });

  it('staff see the customer messages they wrote; the owner sees every customer thread; others see none', async () => {
    const customer = await createCustomer(me, { email: unique('stall') });
    const mine = await send(staff, { customerId: customer.id, body: 'Från lärlingen' });
    const owners = await send(me, { customerId: customer.id, body: 'Från ägaren' });
    expect(mine.status).toBe(201);
    expect(owners.status).toBe(201);
    const asStaff = await call('GET', `messages/list?receiverId=${customer.id}`, { token: staff.token });
    expect(asStaff.body.data.map((m: { body: string }) => m.body)).toEqual(['Från lärlingen']);
    const asStaff2 = await call('GET', `messages/list?receiverId=${customer.id}`, { token: staff2.token });
    expect(asStaff2.body.data).toEqual([]);
    expect((await call('GET', `messages/${owners.body.data.id}`, { token: staff.token })).status).toBe(404);
    const asOwner = await call('GET', `messages/list?receiverId=${customer.id}`, { token: me.token });
    expect(asOwner.body.data.map((m: { body: string }) => m.body)).toEqual(['Från ägaren', 'Från lärlingen']);
    const threads = await call('GET', 'messages/list', { token: me.token });
    expect(
      threads.body.data.find((m: { thread: { id: string } }) => m.thread.id === customer.id),
    ).toMatchObject({
      body: 'Från ägaren',
      unreadCount: 0,
    });
  });

  it('delete: the sender or the receiver; the owner in a customer thread; a bystander gets 404', async () => {
    const a = await send(staff, { receiverId: me.userId, body: 'Radera mig' });
    expect((await call('DELETE', `messages/${a.body.data.id}`, { token: staff2.token })).status).toBe(404);
    const gone = await call('DELETE', `messages/${a.body.data.id}`, { token: me.token });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id: a.body.data.id, deleted: true });
    expect((await call('GET', `messages/${a.body.data.id}`, { token: staff.token })).status).toBe(404);

    const customer = await createCustomer(me, { email: unique('del') });
    const b = await send(staff, { customerId: customer.id, body: 'Till kunden' });
    expect((await call('DELETE', `messages/${b.body.data.id}`, { token: me.token })).status).toBe(200);
  });
});

describe('validation and other accounts', () => {
  it('exactly one receiver, a body, not oneself — in both languages, nothing stored', async () => {
    const before = await systemDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.ferrierId, me.ferrierId));
    const none = await send(me, { body: 'Till ingen' }, 'sv');
    expect(none.status).toBe(422);
    expect(none.body.error.fields.receiverId).toBe('Välj en mottagare: en kund eller en kollega.');
    const both = await send(me, { customerId: staff.userId, receiverId: staff.userId, body: 'x' }, 'en');
    expect(both.status).toBe(422);
    expect(both.body.error.fields.receiverId).toBe('Choose one receiver: a customer or a colleague.');
    const empty = await send(me, { receiverId: staff.userId, body: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.body).toBeTruthy();
    const self = await send(me, { receiverId: me.userId, body: 'Hej jag' }, 'sv');
    expect(self.status).toBe(422);
    expect(self.body.error.fields.receiverId).toBe('Du kan inte skicka ett meddelande till dig själv.');
    const long = await send(me, { receiverId: staff.userId, body: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    const after = await systemDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.ferrierId, me.ferrierId));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('another account’s customer, user or message is a 404; their threads are not listed', async () => {
    const theirs = await createCustomer(other, { email: unique('their') });
    expect((await send(me, { customerId: theirs.id, body: 'x' })).status).toBe(404);
    expect((await send(me, { receiverId: other.userId, body: 'x' })).status).toBe(404);
    expect((await call('GET', `messages/list?receiverId=${theirs.id}`, { token: me.token })).status).toBe(
      404,
    );
    const their = await send(other, { customerId: theirs.id, body: 'Deras' });
    expect(their.status).toBe(201);
    const id = their.body.data.id as string;
    expect((await call('GET', `messages/${id}`, { token: me.token })).status).toBe(404);
    expect((await call('PUT', `messages/${id}`, { token: me.token, body: { read: true } })).status).toBe(404);
    expect((await call('DELETE', `messages/${id}`, { token: me.token })).status).toBe(404);
    expect((await call('DELETE', `messages/${id}`, { token: staff.token })).status).toBe(404);
    const mine = await call('GET', 'messages/list', { token: me.token });
    expect(mine.body.data.some((m: { id: string }) => m.id === id)).toBe(false);
    const [still] = await systemDb()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.ferrierId, other.ferrierId)));
    expect(still).toBeDefined();
  });

  it('the schema holds a message to exactly one of a customer and a user', async () => {
    const customer = await createCustomer(me, { email: unique('check') });
    await expect(
      systemDb().insert(messages).values({
        ferrierId: me.ferrierId,
        customerId: customer.id,
        receiverUserId: staff.userId,
        body: 'x',
      }),
    ).rejects.toThrow();
    await expect(
      systemDb().insert(messages).values({ ferrierId: me.ferrierId, body: 'x' }),
    ).rejects.toThrow();
  });
});
