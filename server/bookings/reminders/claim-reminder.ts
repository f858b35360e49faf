// Claiming a due reminder: one UPDATE that sets reminder_sent_at (and the answer token's hash) only while the booking
// is still due and unclaimed. Two workers, or two app instances, that reach the same booking both send it; PostgreSQL
// lets the second wait for the first and then finds reminder_sent_at set, so it gets no row: one reminder per
// booking and start time. Moving or reactivating a booking clears reminder_sent_at (server/bookings), which makes it
// due again at its new time.
import { sql, type SQL } from 'drizzle-orm';
import { REMINDER_LEAD_HOURS } from '@/lib/validation/account';
import { systemDb } from '@/server/db/system';
import type { TenantDb } from '@/server/db/tenant';

/** The longest lead time offered: no booking further ahead is ever due. */
const LONGEST_LEAD_HOURS = Math.max(...REMINDER_LEAD_HOURS);

/** A booking and its account: every statement on it names both, as every tenant query does. */
export type ReminderTarget = { id: string; ferrierId: string };

/**
 * A booking `b` of account `f` is due: active, not reminded, not started, within its account's lead time (an account
 * without one sends none), and the account is active.
 */
export const isDue = (): SQL => sql`
  b.status = 'active'
  and b.reminder_sent_at is null
  and b.start_at > now()
  and b.start_at <= now() + make_interval(hours => ${LONGEST_LEAD_HOURS})
  and f.reminder_lead_hours is not null
  and b.start_at <= now() + make_interval(hours => f.reminder_lead_hours::int)
  and f.status = 'active'`;

/** Claims the booking for a reminder with the answer token's hash; false when it is not (or no longer) due. */
export async function claimReminder({ id, ferrierId }: ReminderTarget, tokenHash: string): Promise<boolean> {
  const rows = await systemDb().execute(sql`
    update bookings b
    set reminder_sent_at = now(), response_token_hash = ${tokenHash}
    from ferriers f
    where b.id = ${id} and b.ferrier_id = ${ferrierId} and f.id = b.ferrier_id and ${isDue()}
    returning b.id`);
  return rows.length === 1;
}

/**
 * Gives a claimed reminder back when it could not be sent, so the next sweep tries again — unless the booking has
 * changed meanwhile (a new claim, a move): then the token hash no longer matches and nothing happens. On `db`, a
 * tenant transaction (which tells the failure in the same transaction), or the system handle. Answers the booking
 * given back, or null.
 */
export async function releaseReminder(
  { id, ferrierId }: ReminderTarget,
  tokenHash: string,
  db: Pick<TenantDb, 'execute'> = systemDb(),
): Promise<ReleasedReminder | null> {
  const [row] = await db.execute<ReleasedReminder>(sql`
    update bookings
    set reminder_sent_at = null, response_token_hash = null
    where id = ${id} and ferrier_id = ${ferrierId} and response_token_hash = ${tokenHash}
    returning to_char(start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startAt",
      assigned_user_id as "assignedUserId", reference_number as "referenceNumber"`);
  return row ?? null;
}

/** A reminder given back: the visit's start (ISO 8601, UTC), who makes it, its number. */
export type ReleasedReminder = {
  startAt: string;
  assignedUserId: string | null;
  referenceNumber: string | null;
};
