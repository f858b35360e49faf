// Journals for the photo and attachment tests, written straight into the database (as the owner role) until the
// journals' own create route is there: a draft with its treatments, and the signing that locks it.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { journals, journalTreatments } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { createAnimal } from './factories';

type Owner = { token: string; ferrierId: string; userId: string };

/** A draft journal of a new horse of `owner`'s, with `treatments` treatment lines. */
export async function insertJournal(owner: Owner, { treatments = 1 }: { treatments?: number } = {}) {
  const animal = await createAnimal(owner, {
    name: 'Bildhäst',
    microchipNumber: undefined,
    passportNumber: undefined,
  });
  const [journal] = await systemDb()
    .insert(journals)
    .values({
      ferrierId: owner.ferrierId,
      // Outside the account's J-series, so the journals' own numbering never meets these.
      referenceNumber: `T-${randomUUID()}`,
      animalId: animal.id,
      animalName: animal.name,
      createdByUserId: owner.userId,
      treatmentDate: '2026-11-20',
    })
    .returning({ id: journals.id });
  const treatmentIds: string[] = [];
  for (let i = 0; i < treatments; i++) {
    const [line] = await systemDb()
      .insert(journalTreatments)
      .values({
        ferrierId: owner.ferrierId,
        journalId: journal!.id,
        treatment: `Verkning ${i + 1}`,
        position: i,
      })
      .returning({ id: journalTreatments.id });
    treatmentIds.push(line!.id);
  }
  return { id: journal!.id, animalId: animal.id, treatmentIds };
}

/** Signs the journal as the signing would: from now on the database refuses changes to its content and lines. */
export async function lockJournal(journalId: string, userId: string) {
  await systemDb()
    .update(journals)
    .set({ status: 'signed', signedAt: sql`now()`, signedByUserId: userId, lockedAt: sql`now()` })
    .where(eq(journals.id, journalId));
}

/** The counts the journal and its treatments keep. */
export async function storedCounts(journalId: string) {
  const [journal] = await systemDb()
    .select({ photoCount: journals.photoCount })
    .from(journals)
    .where(eq(journals.id, journalId));
  const lines = await systemDb()
    .select({ id: journalTreatments.id, photoCount: journalTreatments.photoCount })
    .from(journalTreatments)
    .where(eq(journalTreatments.journalId, journalId));
  return {
    general: journal?.photoCount,
    treatments: Object.fromEntries(lines.map((l) => [l.id, l.photoCount])),
  };
}
