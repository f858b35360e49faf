// What a journal says, as its amendments change it and its signatures cover it: the content fields, the journal as it
// reads at a version (its first text with the amendments up to that version applied in order), and the SHA-256 of
// the canonical form a signature records (journal_signatures.content_hash).
import { createHash } from 'node:crypto';
import type { Hoof } from '@/lib/validation/journal';

export type TreatmentContent = {
  id: string;
  treatment: string;
  materials: string | null;
  notes: string | null;
  hoof: Hoof | null;
};
export type PharmaceuticalContent = {
  id: string;
  name: string;
  strength: string | null;
  dosage: string | null;
  length: string | null;
  withdrawalPeriod: string;
};
export type HoofFindingContent = { hoof: Hoof; findings: string };

/** The fields an update may change, named as the API's input names them; after signing each change is an amendment. */
export type JournalContent = {
  treatmentDate: string;
  treatmentTime: string | null;
  anamnesis: string | null;
  findings: string | null;
  findingsMotion: string | null;
  findingsPalpation: string | null;
  diagnosis: string | null;
  healthCondition: string | null;
  lastTreatment: string | null;
  nextTreatment: string | null;
  followUpNotes: string | null;
  aftercare: string | null;
  notes: string | null;
  referral: string | null;
  hoofFindings: HoofFindingContent[];
  treatments: TreatmentContent[];
  pharmaceuticals: PharmaceuticalContent[];
};
export type ContentField = keyof JournalContent;

/** In this order everywhere: the canonical form, the amendments' order of fields, the history's field names. */
export const CONTENT_FIELDS = [
  'treatmentDate',
  'treatmentTime',
  'anamnesis',
  'findings',
  'findingsMotion',
  'findingsPalpation',
  'diagnosis',
  'healthCondition',
  'lastTreatment',
  'nextTreatment',
  'followUpNotes',
  'aftercare',
  'notes',
  'referral',
  'hoofFindings',
  'treatments',
  'pharmaceuticals',
] as const satisfies readonly ContentField[];

/** What the journal records besides its content, fixed when it is written: number, animal and keeper as they were. */
export type JournalRecorded = {
  referenceNumber: string;
  animalId: string;
  customerId: string | null;
  bookingId: string | null;
  animal: {
    name: string;
    species: string | null;
    sex: string | null;
    dateOfBirth: string | null;
    identity: string | null;
  };
  owner: {
    name: string | null;
    address: string | null;
    phone: string | null;
    productionSiteNumber: string | null;
  };
};

/** An amendment's change of one field, as journal_amendments keeps it. */
export type StoredChange = { version: number; field: string; newValue: unknown };

const HOOF_ORDER: readonly Hoof[] = ['LF', 'RF', 'LH', 'RH'];

/** A field's value without what is not content (line ids), in the canonical order: what a change compares. */
export function contentValue(field: ContentField, content: JournalContent): unknown {
  switch (field) {
    case 'hoofFindings':
      return [...content.hoofFindings]
        .sort((a, b) => HOOF_ORDER.indexOf(a.hoof) - HOOF_ORDER.indexOf(b.hoof))
        .map((f) => ({ hoof: f.hoof, findings: f.findings }));
    case 'treatments':
      return content.treatments.map((t) => ({
        treatment: t.treatment,
        materials: t.materials,
        notes: t.notes,
        hoof: t.hoof,
      }));
    case 'pharmaceuticals':
      return content.pharmaceuticals.map((p) => ({
        name: p.name,
        strength: p.strength,
        dosage: p.dosage,
        length: p.length,
        withdrawalPeriod: p.withdrawalPeriod,
      }));
    default:
      return content[field] ?? null;
  }
}

/** The fields whose content differs between two versions, in CONTENT_FIELDS order. */
export const changedContent = (before: JournalContent, after: JournalContent): ContentField[] =>
  CONTENT_FIELDS.filter(
    (field) => JSON.stringify(contentValue(field, before)) !== JSON.stringify(contentValue(field, after)),
  );

/** The journal at `version`: the first content with every change of versions 2…version applied in version order. */
export function contentAt(
  original: JournalContent,
  changes: readonly StoredChange[],
  version = Infinity,
): JournalContent {
  const content = { ...original };
  for (const change of [...changes].sort((a, b) => a.version - b.version))
    if (change.version <= version && (CONTENT_FIELDS as readonly string[]).includes(change.field))
      (content as Record<string, unknown>)[change.field] = change.newValue;
  return content;
}

/**
 * The canonical form a signature's digest is taken of: JSON without spaces of one object whose keys are always in
 * this order — version of the form ("v": 1), referenceNumber, animalId, customerId, bookingId, animal {name, species,
 * sex, dateOfBirth, identity}, owner {name, address, phone, productionSiteNumber}, then the content fields in
 * CONTENT_FIELDS order. Absent values are null; dates YYYY-MM-DD, the time HH:MM. Lines are in the journal's order,
 * hoof findings in LF, RF, LH, RH order; a line holds its texts only (no ids, no photos): treatments {treatment,
 * materials, notes, hoof}, pharmaceuticals {name, strength, dosage, length, withdrawalPeriod}. Strings are as
 * stored (JSON.stringify's escaping, UTF-8 bytes hashed).
 */
export function canonicalContent(recorded: JournalRecorded, content: JournalContent): string {
  const form: Record<string, unknown> = {
    v: 1,
    referenceNumber: recorded.referenceNumber,
    animalId: recorded.animalId,
    customerId: recorded.customerId,
    bookingId: recorded.bookingId,
    animal: {
      name: recorded.animal.name,
      species: recorded.animal.species,
      sex: recorded.animal.sex,
      dateOfBirth: recorded.animal.dateOfBirth,
      identity: recorded.animal.identity,
    },
    owner: {
      name: recorded.owner.name,
      address: recorded.owner.address,
      phone: recorded.owner.phone,
      productionSiteNumber: recorded.owner.productionSiteNumber,
    },
  };
  for (const field of CONTENT_FIELDS) form[field] = contentValue(field, content);
  return JSON.stringify(form);
}

/** SHA-256 of the canonical form, lower-case hex. */
export const contentHash = (recorded: JournalRecorded, content: JournalContent): string =>
  createHash('sha256').update(canonicalContent(recorded, content), 'utf8').digest('hex');
