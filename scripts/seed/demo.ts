// The demo account: a farrier's business with a dozen customers and their horses, its stock and price list, a week
// of bookings and a few journals and invoices, so a first look shows the product at work. Idempotent: when the demo
// user exists nothing is written.
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '@/server/db/schema';
import { seedReferenceData } from './reference-data';
import { DEMO_CUSTOMERS } from './demo-data';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoRecords } from './demo-records';
import { seedDemoStock } from './demo-stock';
import { seedStarterTemplates } from '@/server/journal-templates/seed-starter-templates';

export const DEMO_LOGIN = { email: 'demo@hovbook.se', password: 'Hovslag-2026!' } as const;

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

/** Returns true when the demo account was created now. */
export async function seedDemo(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  try {
    await seedReferenceData(db);
    const [existing] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_LOGIN.email));
    if (existing) return false;

    const passwordHash = await hashPassword(DEMO_LOGIN.password);
    await db.transaction(async (tx) => {
      const [ferrier] = await tx
        .insert(schema.ferriers)
        .values({
          firstName: 'Erik',
          lastName: 'Lindqvist',
          title: 'Godkänd hovslagare',
          email: DEMO_LOGIN.email,
          phone: '+46701234567',
          organizationName: 'Lindqvist Hovslageri AB',
          organizationNumber: '5560160680',
          address: 'Stallvägen 4',
          postNumber: '74193',
          postPlace: 'Knivsta',
          language: 'sv',
          status: 'active',
          trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning({ id: schema.ferriers.id });
      const ferrierId = ferrier!.id;
      const [user] = await tx
        .insert(schema.users)
        .values({
          ferrierId,
          role: 'owner',
          name: 'Erik Lindqvist',
          firstName: 'Erik',
          lastName: 'Lindqvist',
          email: DEMO_LOGIN.email,
          emailVerified: true,
          language: 'sv',
        })
        .returning({ id: schema.users.id });
      await tx.insert(schema.accounts).values({
        userId: user!.id,
        accountId: user!.id,
        providerId: 'credential',
        password: passwordHash,
      });

      const breeds = await tx
        .select({
          id: schema.animalBreeds.id,
          nameEn: schema.animalBreeds.nameEn,
          typeId: schema.animalBreeds.animalTypeId,
        })
        .from(schema.animalBreeds)
        .where(
          inArray(schema.animalBreeds.nameEn, [
            ...new Set(DEMO_CUSTOMERS.flatMap((c) => c.horses.map((h) => h.breed))),
          ]),
        );

      for (const { horses, ...customer } of DEMO_CUSTOMERS) {
        const [row] = await tx
          .insert(schema.customers)
          .values({ ferrierId, ...customer })
          .returning({ id: schema.customers.id });
        for (const { breed, lastVisitDaysAgo, intervalWeeks, ...horse } of horses) {
          const match = breeds.find((b) => b.nameEn === breed);
          await tx.insert(schema.animals).values({
            ferrierId,
            ...horse,
            animalTypeId: match?.typeId,
            breedId: match?.id,
            customerId: row!.id,
            city: customer.city,
            postalCode: customer.postalCode,
            shoeingIntervalWeeks: intervalWeeks,
            latestVisit: isoDate(-lastVisitDaysAgo),
            nextVisit: isoDate(intervalWeeks * 7 - lastVisitDaysAgo),
          });
        }
      }
      await seedDemoStock(tx, ferrierId);
      await seedDemoBookings(tx, ferrierId, user!.id);
      await seedStarterTemplates(tx, ferrierId, 'sv');
      await seedDemoRecords(tx, ferrierId, user!.id);
    });
    return true;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
