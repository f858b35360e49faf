// A booking's history (GET bookings/history/{id}, issue 22 section 4): created, updated with the fields that really
// changed, each status change — who and when, oldest first; the same 404s as every other route of the booking; and
// audit rows that hold ids, field names and the request id, never the client's address or user agent.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
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

const historyOf = (owner: Owner, id: string) => call('GET', `bookings/history/${id}`, { token: owner.token });

const setStatus = (id: string, status: string) =>
  call('PATCH', `bookings/update-status/${id}`, { token: me.token, body: { status } });

describe('bookings/history/{id}', () => {
  it('tells who created the booking, which fields each change changed and each status change, oldest first', async () => {
    const customer = await createCustomer(me);
    const [horse, pony] = [await createAnimal(me), await createAnimal(me, { name: 'Ponnyn' })];
    const service = await createService(me);
    const body = bookingBody({
      customerId: customer.id,
      animalIds: [horse.id],
      services: [{ serviceId: service.id, quantity: 1 }],
      allowClash: true,
    });
    const booking = (await call('POST', 'bookings/create', { token: me.token, body })).body.data;

    // Times typed another way but the same, and the same horse: no change to name.
    const same = await call('PUT', `bookings/update/${booking.id}`, {
      token: me.token,
      body: { ...body, startTime: '9:00', animalId: horse.id, animalIds: undefined },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const changed = await call('PUT', `bookings/update/${booking.id}`, {
      token: me.token,
      body: {
        ...body,
        startTime: '10:00',
        endTime: '11:00',
        notes: 'Ta med raspen',
        animalIds: [horse.id, pony.id],
        services: [{ serviceId: service.id, quantity: 2 }],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await setStatus(booking.id, 'completed');
    await setStatus(booking.id, 'active');
    await setStatus(booking.id, 'cancelled');

    const res = await historyOf(me, booking.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = { id: me.userId, name: expect.any(String) };
    expect(res.body.data).toEqual([
      {
        id: expect.any(String),
        action: 'created',
        at: expect.any(String),
        user: by,
        fields: [],
        from: null,
        to: null,
      },
      {
        id: expect.any(String),
        action: 'updated',
        at: expect.any(String),
        user: by,
        fields: ['startTime', 'endTime', 'notes', 'animalIds', 'services'],
        from: null,
        to: null,
      },
      ...[
        ['active', 'completed'],
        ['completed', 'active'],
        ['active', 'cancelled'],
      ].map(([from, to]) => ({
        id: expect.any(String),
        action: 'status_changed',
        at: expect.any(String),
        user: by,
        fields: [],
        from,
        to,
      })),
    ]);
    const times = res.body.data.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('is not found for another tenant, nor once the booking is deleted — whose deletion it records', async () => {
    const booking = await createBooking(me);
    expect((await historyOf(other, booking.id)).status).toBe(404);
    expect((await historyOf(me, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await setStatus(booking.id, 'deleted')).status).toBe(200);
    expect((await historyOf(me, booking.id)).status).toBe(404);
    const rows = await systemDb().execute<{ action: string; from_status: string; to_status: string }>(
      sql`select action, from_status, to_status from audit_events where record_id = ${booking.id}
          order by created_at`,
    );
    expect(rows.map((r) => [r.action, r.from_status, r.to_status])).toEqual([
      ['created', null, null],
      ['deleted', 'active', 'deleted'],
    ]);
  });

  it('keeps the request id and the completion’s facts (ids and dates), never the address or user agent', async () => {
    const horse = await createAnimal(me, {
      shoeingIntervalWeeks: 6,
      latestVisit: '2026-01-10',
      nextVisit: '2026-02-21',
    });
    const booking = await createBooking(me, { animalIds: [horse.id] });
    const requestId = `history-${Date.now()}`;
    const done = await call('PATCH', `bookings/update-status/${booking.id}`, {
      token: me.token,
      body: { status: 'completed' },
      ip: '203.0.113.77',
      headers: { 'user-agent': 'Hovbook-test-agent/1.0', 'x-request-id': requestId },
    });
    expect(done.status).toBe(200);
    const [row] = await systemDb().execute<Record<string, unknown>>(
      sql`select * from audit_events where record_id = ${booking.id} and action = 'status_changed'`,
    );
    expect(row).toMatchObject({ request_id: requestId, user_id: me.userId, ferrier_id: me.ferrierId });
    expect(row!.facts).toEqual({
      visits: [
        {
          animalId: horse.id,
          before: { latestVisit: '2026-01-10', nextVisit: '2026-02-21' },
          after: { latestVisit: booking.startDate, nextVisit: expect.any(String) },
        },
      ],
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('Hovbook-test-agent');
    // No column for them either.
    const columns = await systemDb().execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'audit_events'`,
    );
    expect(columns.map((c) => c.column_name).filter((c) => /ip|address|agent/.test(c))).toEqual([]);
  });

  it('names no user once the user is gone', async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    const { randomUUID } = await import('node:crypto');
    // A second person of the account changes it, then leaves.
    const [staff] = await systemDb().execute<{ id: string }>(sql`
      insert into users (ferrier_id, role, name, first_name, last_name, email, email_verified)
      values (${owner.ferrierId}, 'staff', 'Sven Stall', 'Sven', 'Stall', ${`staff-${randomUUID()}@example.se`}, true)
      returning id`);
    await systemDb().execute(sql`
      insert into audit_events (ferrier_id, record_type, record_id, action, user_id)
      values (${owner.ferrierId}, 'booking', ${booking.id}, 'updated', ${staff!.id})`);
    const before = (await historyOf(owner, booking.id)).body.data;
    expect(before[1].user).toEqual({ id: staff!.id, name: 'Sven Stall' });
    await systemDb().execute(sql`delete from users where id = ${staff!.id}`);
    const after = (await historyOf(owner, booking.id)).body.data;
    expect(after.map((e: { action: string }) => e.action)).toEqual(['created', 'updated']);
    expect(after[1].user).toBeNull();
  });
});
