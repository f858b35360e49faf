// The demo farrier's week of bookings, so Today and the calendar show a working week on first start: visits today
// and in the coming days at the horses' stables, with the services planned — and some due horses left unbooked
// (Bamse, the most overdue, Blixten and Pippi), so "Due and not booked" has something to offer too.
import { and, eq, inArray } from 'drizzle-orm';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { stockholmInstant, todayInStockholm } from '@/lib/time-zone';
import { BOOKING_LIFE } from '@/lib/validation/booking';
import { addDays } from '@/lib/validation/dates';
import * as schema from '@/server/db/schema';

type Visit = {
  /** Days from today (Stockholm). */
  day: number;
  from: string;
  to: string;
  /** The horses by their demo names (demo-data.ts), of one customer; the first one's stable is the address. */
  horses: string[];
  /** Services by name (demo-stock.ts) and quantity. */
  services: Array<[string, number]>;
  notes?: string;
};

export const DEMO_VISITS: Visit[] = [
  {
    day: 0,
    from: '08:00',
    to: '09:30',
    horses: ['Kanel', 'Storm'],
    services: [
      ['Skoning runt om', 1],
      ['Verkning', 1],
    ],
    notes: 'Kanel tappade en sko i hagen förra veckan.',
  },
  { day: 0, from: '11:00', to: '12:00', horses: ['Saga'], services: [['Omskoning', 1]] },
  { day: 1, from: '09:00', to: '10:00', horses: ['Diamant'], services: [['Skoning fram', 1]] },
  { day: 2, from: '13:00', to: '14:00', horses: ['Frosti'], services: [['Verkning', 1]] },
  { day: 4, from: '10:00', to: '11:00', horses: ['Cassiopeia'], services: [['Skoning runt om', 1]] },
  {
    day: 5,
    from: '08:30',
    to: '10:00',
    horses: ['Mr Kronos', 'Lill-Greta'],
    services: [
      ['Skoning runt om', 1],
      ['Omskoning', 1],
    ],
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedDemoBookings(tx: PostgresJsDatabase<any>, ferrierId: string, userId: string) {
  const today = todayInStockholm();
  const names = DEMO_VISITS.flatMap((visit) => visit.horses);
  const horses = await tx
    .select({
      id: schema.animals.id,
      name: schema.animals.name,
      customerId: schema.animals.customerId,
      address: schema.animals.address,
      postalCode: schema.animals.postalCode,
      city: schema.animals.city,
    })
    .from(schema.animals)
    .where(and(eq(schema.animals.ferrierId, ferrierId), inArray(schema.animals.name, names)));
  const services = await tx
    .select({ id: schema.services.id, name: schema.services.name })
    .from(schema.services)
    .where(eq(schema.services.ferrierId, ferrierId));
  const horse = (name: string) => horses.find((h) => h.name === name)!;
  const service = (name: string) => services.find((s) => s.name === name)!;

  // In time order, so the reference numbers (B-2026-0001…) follow the calendar, as they would have been booked.
  const counters = new Map<number, number>();
  for (const visit of [...DEMO_VISITS].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from))) {
    const date = addDays(today, visit.day);
    const year = Number(date.slice(0, 4));
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    const first = horse(visit.horses[0]!);
    const [booking] = await tx
      .insert(schema.bookings)
      .values({
        ferrierId,
        startAt: stockholmInstant(date, visit.from),
        endAt: stockholmInstant(date, visit.to),
        notes: visit.notes,
        customerId: first.customerId,
        assignedUserId: userId,
        address: first.address,
        postalNumber: first.postalCode,
        city: first.city,
        referenceNumber: `B-${year}-${String(number).padStart(4, '0')}`,
      })
      .returning({ id: schema.bookings.id });
    await tx.insert(schema.bookingAnimals).values(
      visit.horses.map((name, position) => ({
        ferrierId,
        bookingId: booking!.id,
        animalId: horse(name).id,
        position,
      })),
    );
    await tx.insert(schema.bookingServices).values(
      visit.services.map(([name, quantity], position) => ({
        ferrierId,
        bookingId: booking!.id,
        serviceId: service(name).id,
        quantity,
        position,
      })),
    );
  }
  // The counters the next booking takes its number from.
  for (const [year, last] of counters)
    await tx.insert(schema.referenceCounters).values({ ferrierId, kind: BOOKING_LIFE.series!, year, last });
}
