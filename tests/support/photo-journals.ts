// Journals for the photo and attachment tests, made and signed through the journals' own API: a draft of a new
// horse with its treatment lines, and the signing that locks it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journals, journalTreatments } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from './api-client';
import { createAnimal, dayFromToday } from './factories';

type Owner = { token: string };

/** A draft journal of a new horse of `owner`'s, with `treatments` treatment lines. */
export async function createPhotoJournal(owner: Owner, { treatments = 1 }: { treatments?: number } = {}) {
  const animal = await createAnimal(owner, {
    name: 'Bildhäst',
    microchipNumber: undefined,
    passportNumber: undefined,
  });
  const res = await call('POST', 'journals/create', {
    token: owner.token,
    body: {
      treatmentDate: dayFromToday(0),
      animalId: animal.id,
      findings: 'Spricka i hornväggen',
      treatments: Array.from({ length: treatments }, (_, i) => ({ treatment: `Verkning ${i + 1}` })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const journal = res.body.data as { id: string; treatments: Array<{ id: string }> };
  return { id: journal.id, animalId: animal.id, treatmentIds: journal.treatments.map((t) => t.id) };
}

/** Signs the journal: from now on it is locked, and the database refuses changes to its content and lines. */
export async function signJournal(owner: Owner, journalId: string) {
  const res = await call('POST', `journals/sign/${journalId}`, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
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
