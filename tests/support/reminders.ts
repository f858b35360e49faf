// What the reminder tests share: visit times a given number of hours ahead (Swedish wall clock, as the booking form
// takes them), a customer with a horse and a booking for them, and the answer token read from a reminder.
import { stockholmParts } from '@/lib/time-zone';
import { sendDueReminders } from '@/server/bookings/reminders/due-reminders';
import { createAnimal, createBooking, createCustomer } from './factories';

/** The start and end (one hour later unless told) of a visit `hours` from now, on whole minutes. */
export function visitIn(hours: number, lengthHours = 1) {
  const at = (h: number) =>
    stockholmParts(new Date(Math.ceil((Date.now() + h * 3_600_000) / 60_000) * 60_000));
  const start = at(hours);
  const end = at(hours + lengthHours);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/**
 * Hours ahead (`from` or more) at which a visit of one hour starts and ends on the same Swedish day: a mail prints a
 * visit over midnight with both dates, so tests that read its "when" line take one that is not (a run at 21:00).
 */
export function sameDayHours(from = 3): number {
  let hours = from;
  while (visitIn(hours).startDate !== visitIn(hours).endDate) hours += 1;
  return hours;
}

let counter = 0;
/** An address of its own for each customer, so each test reads only its own mails. */
export const customerEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.se`;

/** A customer (Swedish unless told) with two horses at the stable on Stallvägen 2, and a visit to both. */
export async function visitFor(
  owner: { token: string },
  { hours = 3, customer = {} }: { hours?: number; customer?: Record<string, unknown> } = {},
) {
  const fields = { email: customerEmail('kund'), ...customer };
  const c = await createCustomer(owner, fields);
  const first = await createAnimal(owner, { name: 'Blixten', customerId: c.id });
  const second = await createAnimal(owner, { name: 'Stjärna', customerId: c.id, microchipNumber: undefined });
  const body = { customerId: c.id, animalIds: [first.id, second.id] };
  const booking = await createBooking(owner, { ...visitIn(hours), ...body });
  return { customer: { ...c, email: fields.email as string }, booking, body };
}

/** A sweep over these accounts only: other test files' bookings in the shared database are theirs. */
export const sweep = (...owners: Array<{ ferrierId: string }>) =>
  sendDueReminders({ ferrierIds: owners.map((o) => o.ferrierId) });

/** The answer token in a reminder's text (mail or text message). */
export function tokenIn(text: string): string {
  const token = /booking-response\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error('no answer link in the reminder');
  return token;
}
