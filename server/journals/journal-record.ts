// The journal as a record with a life (server/records): a draft until signed, then locked (the database's triggers
// refuse changes to its content: db/migrations/0012_journals.sql) — and the fields its history names.
import 'server-only';
import { JOURNAL_LIFE, type Journal } from '@/lib/validation/journal';
import { journals } from '@/server/db/schema';
import type { FieldReaders } from '@/server/records/changed-fields';
import { serverRecord } from '@/server/records/record';
import { CONTENT_FIELDS, contentValue, type JournalContent } from './journal-content';

export const journalRecord = serverRecord({ life: JOURNAL_LIFE, table: journals });

/** The content of a journal as the API answers it. */
export const contentOf = (j: Journal): JournalContent => ({
  treatmentDate: j.treatmentDate,
  treatmentTime: j.treatmentTime,
  anamnesis: j.anamnesis,
  findings: j.findings,
  findingsMotion: j.findingsMotion,
  findingsPalpation: j.findingsPalpation,
  diagnosis: j.diagnosis,
  healthCondition: j.healthCondition,
  lastTreatment: j.lastTreatment,
  nextTreatment: j.nextTreatment,
  followUpNotes: j.followUpNotes,
  aftercare: j.aftercare,
  notes: j.notes,
  referral: j.referral,
  hoofFindings: j.hoofFindings,
  treatments: j.treatments.map(({ id, treatment, materials, notes, hoof }) => ({
    id,
    treatment,
    materials,
    notes,
    hoof,
  })),
  pharmaceuticals: j.pharmaceuticals.map(({ id, name, strength, dosage, length, withdrawalPeriod }) => ({
    id,
    name,
    strength,
    dosage,
    length,
    withdrawalPeriod,
  })),
});

/**
 * The fields an update's history event names, as the API's input names them, read from the journal as answered: the
 * content (lines by their texts, so a kept line is not a change) and the ids it names.
 */
export const JOURNAL_FIELDS: FieldReaders<Journal> = {
  animalId: (j) => j.animal.id,
  customerId: (j) => j.customerId,
  bookingId: (j) => j.bookingId,
  ...Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, (j: Journal) => contentValue(field, contentOf(j))]),
  ),
};
