// The calendar feed's test helpers (tests/api/icalendar*.test.ts): a user's feed address, bookings written directly
// (the bookings API is tested in its own file), and the feed's events as a real iCalendar parser (ical.js) reads them.
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { stockholmInstant } from '@/lib/time-zone';
import { bookingAnimals, bookingServices, bookings } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from './api-client';
import type { createFerrier } from './factories';

export type Owner = Awaited<ReturnType<typeof createFerrier>>;

const FEED_URL = /^http:\/\/localhost:3000\/api\/v1\/icalendar\/feed\/([A-Za-z0-9_-]{43})\.ics$/;

export async function tokenOf(owner: Owner, action: 'get' | 'regenerate' = 'get') {
  const res =
    action === 'get'
      ? await call('GET', 'icalendar/token', { token: owner.token })
      : await call('POST', 'icalendar/token/regenerate', { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = res.body.data as { url: string; createdAt: string; lastUsedAt: string | null };
  const token = FEED_URL.exec(data.url)?.[1];
  if (!token) throw new Error(`not a feed URL: ${data.url}`);
  return { ...data, token, path: data.url.split('/api/v1/')[1]! };
}

export const fetchFeed = (path: string, ip?: string, headers?: Record<string, string>) =>
  call('GET', path, { ip, headers });

/** The feed's VEVENTs as ical.js reads them, by UID. */
export function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map<string, { event: ICAL.Event; status: string; sequence: number }>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    events.set(event.uid, {
      event,
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
    });
  }
  return { calendar, events };
}

export type BookingFields = Partial<typeof bookings.$inferInsert> & {
  animalIds?: string[];
  serviceIds?: string[];
};

/** A booking written directly (the bookings API is tested in its own file): assigned to `owner` unless told. */
export async function insertBooking(owner: Owner, fields: BookingFields = {}) {
  const { animalIds = [], serviceIds = [], ...values } = fields;
  const start = values.startAt ?? stockholmInstant(nextYear('03-10'), '09:00');
  const [row] = await systemDb()
    .insert(bookings)
    .values({
      ferrierId: owner.ferrierId,
      assignedUserId: owner.userId,
      startAt: start,
      endAt: new Date(start.getTime() + 90 * 60_000),
      ...values,
    })
    .returning({ id: bookings.id });
  const id = row!.id;
  for (const [position, animalId] of animalIds.entries())
    await systemDb()
      .insert(bookingAnimals)
      .values({ ferrierId: owner.ferrierId, bookingId: id, animalId, position });
  for (const [position, serviceId] of serviceIds.entries())
    await systemDb()
      .insert(bookingServices)
      .values({ ferrierId: owner.ferrierId, bookingId: id, serviceId, quantity: position + 1, position });
  return id;
}

/** A date of next year ("MM-DD"), so bookings are in the future whatever the day the test runs. */
export const nextYear = (monthDay: string) => `${new Date().getUTCFullYear() + 1}-${monthDay}`;
