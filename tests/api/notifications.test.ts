// Notifications (issue 25): each event writes its notification with its cause — a customer's answer on the booking
// page, a reminder through a real SMTP host (sent, and failed when the host is down: told once), a stock write that
// crosses the reorder level (once), a shared journal's first view, an invoice marked paid or become overdue (once),
// the trial ending in 2 days (the daily job, once) —
// to the owner, and to the staff member whose booking or journal it is. notifications/* show and change only the
// caller's own rows (another user's or account's id is 404), unread first, then newest, in pages; the daily job
// deletes notifications read more than 90 days ago.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeTrialsEnding } from '@/server/accounts/trial-ending';
import { bookings, ferriers } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { sendReminder } from '@/server/bookings/reminders/send-reminder';
import { sweepOverdueInvoices } from '@/server/invoices/overdue-sweep';
import { logger } from '@/server/logger';
import { newUrlToken, urlTokenHash } from '@/server/url-token';
import { call } from '../support/api-client';
import {
  createAnimal,
  createBooking,
  createCustomer,
  createProduct,
  dayFromToday,
  inventoryTypeIds,
  productBody,
} from '../support/factories';
import { startFakeSmtp } from '../support/fake-smtp';
import { createStaff } from '../support/members';
import { runJob } from '../support/jobs';
import { visitFor, visitIn } from '../support/reminders';
import { ferrierOverSmtp } from '../support/smtp-signup';

// Before anything reads the environment: mail goes to this host.
const smtp = await startFakeSmtp();
afterAll(() => smtp.close());

type Member = { token: string; userId: string; ferrierId: string };

const DAY_MS = 24 * 60 * 60 * 1000;
let owner: Member;
let staff: Member;
let other: Member;

beforeAll(async () => {
  owner = await ferrierOverSmtp(smtp.received);
  other = await ferrierOverSmtp(smtp.received);
  staff = await createStaff(owner);
}, 60_000);

type Row = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
};

async function list(member: Member, query = '') {
  const res = await call('GET', `notifications/list${query}`, { token: member.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Row[]; nextCursor: string | null; unreadCount: number };
}

/** The member's notifications of `kind` about `key: value`. */
async function told(member: Member, kind: string, key: string, value: unknown) {
  return (await list(member, '?limit=200')).data.filter((n) => n.kind === kind && n.payload[key] === value);
}

/** A booking of the owner's, assigned to `assignee`, with a reminder link whose token is known. */
async function answerableBooking(assignee: Member) {
  const customer = await createCustomer(owner);
  const booking = await createBooking(owner, {
    ...visitIn(5),
    customerId: customer.id,
    staffId: assignee.userId,
  });
  const token = newUrlToken();
  await systemDb()
    .update(bookings)
    .set({ reminderSentAt: new Date(), responseTokenHash: urlTokenHash(token) })
    .where(and(eq(bookings.id, booking.id), eq(bookings.ferrierId, owner.ferrierId)));
  return { booking, token };
}

describe('events', () => {
  it('a customer confirms, then declines, on the booking page: told to the owner and the assigned staff member', async () => {
    const { booking, token } = await answerableBooking(staff);
    const answer = (a: string) => call('POST', `booking-responses/${token}`, { body: { answer: a } });
    expect((await answer('confirmed')).status).toBe(200);
    expect((await answer('confirmed')).status).toBe(200); // the same answer again tells nothing
    for (const member of [owner, staff]) {
      const confirmed = await told(member, 'booking_confirmed', 'bookingId', booking.id);
      expect(confirmed).toHaveLength(1);
      expect(confirmed[0]!.payload).toMatchObject({ startAt: booking.startAt });
    }
    expect((await answer('declined')).status).toBe(200);
    expect(await told(owner, 'booking_declined', 'bookingId', booking.id)).toHaveLength(1);
    expect(await told(staff, 'booking_declined', 'bookingId', booking.id)).toHaveLength(1);
    // Nothing of it reaches another account.
    expect((await list(other)).data).toEqual([]);
  });

  it('a booking of the owner’s own is not told to staff', async () => {
    const { booking, token } = await answerableBooking(owner);
    expect((await call('POST', `booking-responses/${token}`, { body: { answer: 'confirmed' } })).status).toBe(
      200,
    );
    expect(await told(owner, 'booking_confirmed', 'bookingId', booking.id)).toHaveLength(1);
    expect(await told(staff, 'booking_confirmed', 'bookingId', booking.id)).toHaveLength(0);
  });

  it('a reminder sent through the SMTP host is told; the payload holds no address', async () => {
    const { booking, customer } = await visitFor(owner);
    expect(
      await sendReminder({ id: booking.id, ferrierId: owner.ferrierId }, { sms: null, log: logger }),
    ).toMatchObject({ claimed: true, mailed: true });
    expect(smtp.received.some((m) => m.to.includes(customer.email))).toBe(true);
    const [sent] = await told(owner, 'reminder_sent', 'bookingId', booking.id);
    expect(sent?.payload).toMatchObject({ mailed: true, texted: false, startAt: booking.startAt });
    expect(JSON.stringify(sent)).not.toContain(customer.email);
  });

  it('a stock write that crosses the reorder level tells the owner once; later writes below do not', async () => {
    const product = await createProduct(owner, { name: 'Söm 5', stockQuantity: 10, minimumReorderLevel: 4 });
    const adjust = (change: number) =>
      call('POST', `inventories/adjust-stock/${product.id}`, { token: owner.token, body: { change } });
    const first = await adjust(-5);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await told(owner, 'low_stock', 'productId', product.id)).toHaveLength(0);
    expect((await adjust(-1)).status).toBe(200); // 4: at the level
    expect((await adjust(-1)).status).toBe(200); // 3: still low, nothing new
    const low = await told(owner, 'low_stock', 'productId', product.id);
    expect(low).toHaveLength(1);
    expect(low[0]!.payload).toMatchObject({ productName: 'Söm 5', stockQuantity: 4, minimumReorderLevel: 4 });
    // Low stock is the account's: staff are not told.
    expect(await told(staff, 'low_stock', 'productId', product.id)).toHaveLength(0);
    // Filled up and saved below the level again with the form: a new crossing, told again.
    expect((await adjust(10)).status).toBe(200);
    const update = await call('PUT', `inventories/update/${product.id}`, {
      token: owner.token,
      body: productBody(await inventoryTypeIds(owner), {
        name: 'Söm 5',
        stockQuantity: 2,
        minimumReorderLevel: 4,
      }),
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(await told(owner, 'low_stock', 'productId', product.id)).toHaveLength(2);
  });

  it('a shared journal’s first view is told to the owner and its writer; later views only count', async () => {
    const animal = await createAnimal(owner, { name: 'Blixten' });
    const [row] = await systemDb().execute<{ id: string }>(sql`
      insert into journals (ferrier_id, reference_number, status, animal_id, created_by_user_id, treatment_date,
                            treatment_time, animal_name, animal_species, owner_name, findings)
      values (${owner.ferrierId}, ${`J-2026-N${Date.now() % 100000}`}, 'draft', ${animal.id}, ${staff.userId},
              '2026-03-02', '09:30', 'Blixten', 'Häst', 'Karin Sjöström', 'Lätt hälta')
      returning id`);
    const journalId = row!.id;
    const shared = await call('POST', `journals/${journalId}/share`, { token: staff.token, body: {} });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const code = shared.body.data.code as string;
    expect((await call('GET', `shared/${code}`)).status).toBe(200);
    expect((await call('GET', `shared/${code}`)).status).toBe(200);
    for (const member of [owner, staff]) {
      const viewed = await told(member, 'journal_viewed', 'journalId', journalId);
      expect(viewed).toHaveLength(1);
      expect(viewed[0]!.payload).toMatchObject({ animalName: 'Blixten', journals: 1 });
    }
  });

  it('an invoice marked paid tells the owner', async () => {
    const customer = await createCustomer(owner);
    const created = await call('POST', 'invoices/create', {
      token: owner.token,
      body: {
        customerId: customer.id,
        invoiceDate: dayFromToday(0),
        lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const status = (body: unknown) =>
      call('PUT', `invoices/update-status/${id}`, { token: owner.token, body });
    expect((await status({ status: 'registered' })).status).toBe(200);
    expect(await told(owner, 'invoice_paid', 'invoiceId', id)).toHaveLength(0);
    const paid = await status({ status: 'paid' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [notice] = await told(owner, 'invoice_paid', 'invoiceId', id);
    expect(notice?.payload).toMatchObject({
      invoiceNumber: paid.body.data.invoiceNumber,
      grandTotal: 813,
      paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('an invoice past its due date is told once, however many sweeps find it', async () => {
    const customer = await createCustomer(owner, { paymentTerms: 10 });
    const created = await call('POST', 'invoices/create', {
      token: owner.token,
      body: {
        customerId: customer.id,
        invoiceDate: dayFromToday(-20),
        lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 400, vat: 25, unit: 1 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    // A draft is not overdue.
    await sweepOverdueInvoices({ ferrierIds: [owner.ferrierId] });
    expect(await told(owner, 'invoice_overdue', 'invoiceId', id)).toHaveLength(0);
    expect(
      (
        await call('PUT', `invoices/update-status/${id}`, {
          token: owner.token,
          body: { status: 'registered' },
        })
      ).status,
    ).toBe(200);
    const output = await runJob('invoice-overdue', { payload: { ferrierIds: [owner.ferrierId] } });
    expect(output.overdue).toBeGreaterThanOrEqual(1);
    await sweepOverdueInvoices({ ferrierIds: [owner.ferrierId] });
    const overdue = await told(owner, 'invoice_overdue', 'invoiceId', id);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.payload).toMatchObject({ dueDate: dayFromToday(-10), grandTotal: 500 });
    // Deleted, it is not told again.
    expect(
      (await call('DELETE', `notifications/delete/${overdue[0]!.id}`, { token: owner.token })).status,
    ).toBe(200);
    await sweepOverdueInvoices({ ferrierIds: [owner.ferrierId] });
    expect(await told(owner, 'invoice_overdue', 'invoiceId', id)).toHaveLength(0);
  });

  it('the trial ending in 2 days is told to the owner once by the daily job; not to staff, not too early', async () => {
    const [account] = await systemDb()
      .select({ trialEndsAt: ferriers.trialEndsAt })
      .from(ferriers)
      .where(eq(ferriers.id, owner.ferrierId));
    const setTrialEnd = (at: Date | null) =>
      systemDb().update(ferriers).set({ trialEndsAt: at }).where(eq(ferriers.id, owner.ferrierId));
    const scope = { ferrierIds: [owner.ferrierId] };
    try {
      // Three days left: not yet.
      await setTrialEnd(new Date(Date.now() + 3 * DAY_MS));
      expect((await noticeTrialsEnding(scope)).told).toBe(0);

      const ends = new Date(Date.now() + 1.5 * DAY_MS);
      await setTrialEnd(ends);
      const output = await runJob('trial-ending', { payload: scope });
      expect(output.told).toBe(1);
      // A run again (a retried job) tells nothing more.
      expect((await noticeTrialsEnding(scope)).told).toBe(0);
      const notices = await told(owner, 'trial_ending', 'trialEndsAt', ends.toISOString());
      expect(notices).toHaveLength(1);
      expect(await told(staff, 'trial_ending', 'trialEndsAt', ends.toISOString())).toHaveLength(0);

      // Deleted, it is not written again: the next morning's run finds the end under a day away.
      expect(
        (await call('DELETE', `notifications/delete/${notices[0]!.id}`, { token: owner.token })).status,
      ).toBe(200);
      expect((await noticeTrialsEnding({ ...scope, now: new Date(Date.now() + DAY_MS) })).told).toBe(0);
      expect(await told(owner, 'trial_ending', 'trialEndsAt', ends.toISOString())).toHaveLength(0);
    } finally {
      await setTrialEnd(account!.trialEndsAt);
    }
  });
});

describe('notifications/*', () => {
  /** Three notifications of the owner's, oldest first (low stock, written straight as the writer would). */
  async function three(member: Member) {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await systemDb().execute<{ id: string }>(sql`
        insert into notifications (ferrier_id, user_id, kind, payload, created_at)
        values (${member.ferrierId}, ${member.userId}, 'low_stock', ${JSON.stringify({ productId: null, n: i })}::jsonb,
                now() - make_interval(mins => ${60 - i}))
        returning id`);
      ids.push(row!.id);
    }
    return ids;
  }

  it('lists unread first, then newest, in pages; read, read-all and delete; the unread count follows', async () => {
    const member = await createStaff(owner);
    const [a, b, c] = await three(member);
    let page = await list(member);
    expect(page.data.map((n) => n.id)).toEqual([c, b, a]);
    expect(page.unreadCount).toBe(3);

    const read = await call('POST', `notifications/read/${c}`, { token: member.token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.readAt).toEqual(expect.any(String));
    page = await list(member);
    expect(page.data.map((n) => n.id)).toEqual([b, a, c]);
    expect(page.unreadCount).toBe(2);
    expect((await list(member, '?unreadOnly=true')).data.map((n) => n.id)).toEqual([b, a]);

    // Pages of one: the same order, every row once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next = await list(member, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.data.map((n) => n.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([b, a, c]);
    expect((await call('GET', 'notifications/list?cursor=bm9wZQ', { token: member.token })).status).toBe(422);

    const all = await call('POST', 'notifications/read-all', { token: member.token });
    expect(all.body.data).toEqual({ marked: 2, unreadCount: 0 });
    page = await list(member);
    expect(page.unreadCount).toBe(0);
    expect(page.data.map((n) => n.id)).toEqual([c, b, a]);

    expect((await call('DELETE', `notifications/delete/${b}`, { token: member.token })).status).toBe(200);
    expect((await list(member)).data.map((n) => n.id)).toEqual([c, a]);
    expect((await call('DELETE', `notifications/delete/${b}`, { token: member.token })).status).toBe(404);
  });

  it('another user’s or another account’s notification is 404 and unchanged; lists never show it', async () => {
    const member = await createStaff(owner);
    const [mine] = await three(member);
    for (const stranger of [owner, other]) {
      expect((await call('POST', `notifications/read/${mine}`, { token: stranger.token })).status).toBe(404);
      expect((await call('DELETE', `notifications/delete/${mine}`, { token: stranger.token })).status).toBe(
        404,
      );
      expect((await list(stranger, '?limit=200')).data.map((n) => n.id)).not.toContain(mine);
      await call('POST', 'notifications/read-all', { token: stranger.token });
    }
    const page = await list(member);
    expect(page.data.map((n) => n.id)).toContain(mine);
    expect(page.unreadCount).toBe(3);
  });

  it('the daily job deletes notifications read more than 90 days ago, and keeps unread and recent ones', async () => {
    const member = await createStaff(owner);
    const [oldRead, recentRead, oldUnread] = await three(member);
    await systemDb().execute(sql`
      update notifications set
        read_at = case id when ${oldRead}::uuid then now() - interval '91 days'
                          when ${recentRead}::uuid then now() - interval '89 days' end,
        created_at = now() - interval '120 days'
      where id in (${oldRead}::uuid, ${recentRead}::uuid, ${oldUnread}::uuid)`);
    const output = await runJob('cleanup-notifications');
    expect(output.deleted).toBeGreaterThanOrEqual(1);
    expect((await list(member)).data.map((n) => n.id).sort()).toEqual([recentRead, oldUnread].sort());
  });
});

describe('a reminder that fails', () => {
  // Last: the mail host goes down for good.
  it('is told once to the owner and the assigned member, however many sweeps try it again', async () => {
    const { booking } = await visitFor(owner);
    await systemDb()
      .update(bookings)
      .set({ assignedUserId: staff.userId })
      .where(and(eq(bookings.id, booking.id), eq(bookings.ferrierId, owner.ferrierId)));
    await smtp.close();
    const target = { id: booking.id, ferrierId: owner.ferrierId };
    for (let i = 0; i < 2; i++)
      await expect(sendReminder(target, { sms: null, log: logger })).rejects.toThrow(
        /reminder mail not sent/,
      );
    for (const member of [owner, staff]) {
      const failed = await told(member, 'reminder_failed', 'bookingId', booking.id);
      expect(failed).toHaveLength(1);
      expect(failed[0]!.payload).toMatchObject({ startAt: booking.startAt });
    }
    // Given back: the next sweep tries again.
    const [row] = await systemDb()
      .select({ sentAt: bookings.reminderSentAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row!.sentAt).toBeNull();
  });
});
