// The history is append-only for the app (issue 22): through the app's connection an event may be added and read,
// never changed or removed (42501, insufficient privilege). What removes events still works, because it runs as the
// tables' owner: a user's removal empties the events' user_id (ON DELETE SET NULL), and the purge of a cancelled
// account deletes them (tests/api/purge-job.test.ts).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { createBooking, createFerrier } from '../support/factories';
import { createStaff } from '../support/members';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

/** The caller as the API builds it from a session. */
const callerOf = (o: { ferrierId: string; userId: string }) => ({
  ferrierId: o.ferrierId,
  userId: o.userId,
  role: 'owner' as const,
  locale: 'en' as const,
  log: logger,
});

/** An error's PostgreSQL code, wherever the driver or Drizzle put it. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

const eventsOf = (owner: Owner, recordId: string) =>
  systemDb()
    .select({ action: auditEvents.action, userId: auditEvents.userId })
    .from(auditEvents)
    .where(and(eq(auditEvents.ferrierId, owner.ferrierId), eq(auditEvents.recordId, recordId)));

describe('audit_events through the app role', () => {
  it('refuses to change or remove an event, and keeps it as it was', async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    const before = await eventsOf(owner, booking.id);
    expect(before).toEqual([{ action: 'created', userId: owner.userId }]);

    const outcome = (work: Parameters<typeof inTenant>[1]) =>
      inTenant(callerOf(owner), work).then(
        () => 'done',
        (err: unknown) => pgCode(err),
      );
    expect(
      await outcome(({ db }) =>
        db.update(auditEvents).set({ action: 'deleted' }).where(eq(auditEvents.recordId, booking.id)),
      ),
    ).toBe('42501');
    expect(
      await outcome(({ db }) =>
        db.update(auditEvents).set({ userId: null }).where(eq(auditEvents.recordId, booking.id)),
      ),
    ).toBe('42501');
    expect(
      await outcome(({ db }) => db.delete(auditEvents).where(eq(auditEvents.recordId, booking.id))),
    ).toBe('42501');
    expect(await eventsOf(owner, booking.id)).toEqual(before);
  });

  it('adds and reads events', async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    const seen = await inTenant(callerOf(owner), async ({ db }) => {
      await db.insert(auditEvents).values({
        ferrierId: owner.ferrierId,
        recordType: 'booking',
        recordId: booking.id,
        action: 'updated',
        userId: owner.userId,
        fields: ['notes'],
      });
      return db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.recordId, booking.id));
    });
    expect(seen.map((e) => e.action).sort()).toEqual(['created', 'updated']);
  });

  it("a user's removal keeps their events and forgets who it was (the foreign key runs as the owner)", async () => {
    const owner = await createFerrier();
    const booking = await createBooking(owner);
    const staff = await createStaff(owner);
    await inTenant(callerOf(staff), ({ db }) =>
      db.insert(auditEvents).values({
        ferrierId: owner.ferrierId,
        recordType: 'booking',
        recordId: booking.id,
        action: 'updated',
        userId: staff.userId,
        fields: ['notes'],
      }),
    );
    // Removed through the app's own connection, as a screen for staff will: the SET NULL on audit_events is the
    // table owner's doing, so the missing UPDATE privilege does not stop it.
    const removed = await inTenant(callerOf(owner), ({ db }) =>
      db.delete(users).where(eq(users.id, staff.userId)).returning({ id: users.id }),
    );
    expect(removed).toEqual([{ id: staff.userId }]);
    const events = await eventsOf(owner, booking.id);
    expect(events).toHaveLength(2);
    expect(events).toContainEqual({ action: 'updated', userId: null });
    expect(events).toContainEqual({ action: 'created', userId: owner.userId });
  });
});
