// The journal form's values: text as typed, a finding per hoof as its own field (LF, RF, LH, RH), the treatments and
// pharmaceuticals as lines — and how they become the API's body (the shared schema, lib/validation/journal.ts) and
// come back from a journal (edit, "copy from last time").
import type { Journal } from '@/lib/client/journal-api';
import { HOOVES, type Hoof, type JournalInput } from '@/lib/validation/journal';

/** A hoof's findings field: hoofLF, hoofRF, hoofLH, hoofRH. */
export type HoofField = `hoof${Hoof}`;
export const HOOF_FIELDS = HOOVES.map((hoof) => `hoof${hoof}` as HoofField);

/** Every field of the form, in the form's order (the order errors are focused in). */
export const JOURNAL_FIELDS = [
  'treatmentDate',
  'treatmentTime',
  'customerId',
  'animalId',
  'anamnesis',
  'lastTreatment',
  'healthCondition',
  'findings',
  'findingsMotion',
  'findingsPalpation',
  ...HOOF_FIELDS,
  'diagnosis',
  'treatments',
  'pharmaceuticals',
  'aftercare',
  'followUpNotes',
  'nextTreatment',
  'referral',
  'notes',
  'amendmentReason',
] as const;
export type JournalField = (typeof JOURNAL_FIELDS)[number];

export interface TreatmentLine {
  /** The stored treatment's id (an edit keeps it and its photos); blank for a new line. */
  id: string;
  treatment: string;
  materials: string;
  notes: string;
  hoof: string;
}
export interface PharmaceuticalLine {
  name: string;
  strength: string;
  dosage: string;
  length: string;
  withdrawalPeriod: string;
}

export const NEW_TREATMENT: TreatmentLine = { id: '', treatment: '', materials: '', notes: '', hoof: '' };
export const NEW_PHARMACEUTICAL: PharmaceuticalLine = {
  name: '',
  strength: '',
  dosage: '',
  length: '',
  withdrawalPeriod: '',
};

export type JournalFormValues = Record<Exclude<JournalField, 'treatments' | 'pharmaceuticals'>, string> & {
  bookingId: string;
  treatments: TreatmentLine[];
  pharmaceuticals: PharmaceuticalLine[];
};

/** The fields a journal's content is copied by ("copy from last time", a template): all but the visit's own. */
export const CONTENT_FIELDS = JOURNAL_FIELDS.filter(
  (field) => !['treatmentDate', 'treatmentTime', 'customerId', 'animalId', 'amendmentReason'].includes(field),
);

export function emptyJournalValues(today: string): JournalFormValues {
  const text = Object.fromEntries(JOURNAL_FIELDS.map((field) => [field, ''])) as Record<JournalField, string>;
  return { ...text, bookingId: '', treatmentDate: today, treatments: [], pharmaceuticals: [] };
}

const s = (value: string | null | undefined) => value ?? '';

/** A journal as the form's values (as it reads now, amendments applied); `copy` leaves out the line ids. */
export function journalFormValues(journal: Journal, { copy = false } = {}): JournalFormValues {
  const hoof = (h: Hoof) => journal.hoofFindings.find((finding) => finding.hoof === h)?.findings ?? '';
  return {
    treatmentDate: journal.treatmentDate,
    treatmentTime: s(journal.treatmentTime),
    customerId: s(journal.customerId),
    animalId: journal.animal.id,
    bookingId: s(journal.bookingId),
    anamnesis: s(journal.anamnesis),
    lastTreatment: s(journal.lastTreatment),
    healthCondition: s(journal.healthCondition),
    findings: s(journal.findings),
    findingsMotion: s(journal.findingsMotion),
    findingsPalpation: s(journal.findingsPalpation),
    hoofLF: hoof('LF'),
    hoofRF: hoof('RF'),
    hoofLH: hoof('LH'),
    hoofRH: hoof('RH'),
    diagnosis: s(journal.diagnosis),
    treatments: journal.treatments.map((line) => ({
      id: copy ? '' : line.id,
      treatment: line.treatment,
      materials: s(line.materials),
      notes: s(line.notes),
      hoof: s(line.hoof),
    })),
    pharmaceuticals: journal.pharmaceuticals.map((line) => ({
      name: line.name,
      strength: s(line.strength),
      dosage: s(line.dosage),
      length: s(line.length),
      withdrawalPeriod: line.withdrawalPeriod,
    })),
    aftercare: s(journal.aftercare),
    followUpNotes: s(journal.followUpNotes),
    nextTreatment: s(journal.nextTreatment),
    referral: s(journal.referral),
    notes: s(journal.notes),
    amendmentReason: '',
  };
}

/** The form's values as the API's input: blanks left out, the hooves as findings per hoof. */
export function journalBody(values: JournalFormValues): JournalInput {
  const {
    hoofLF: _lf,
    hoofRF: _rf,
    hoofLH: _lh,
    hoofRH: _rh,
    treatments,
    pharmaceuticals,
    ...fields
  } = values;
  const hoofFindings = HOOVES.flatMap((hoof) => {
    const findings = values[`hoof${hoof}`].trim();
    return findings ? [{ hoof, findings }] : [];
  });
  return {
    ...fields,
    hoofFindings,
    treatments: treatments.map((line) => ({
      ...line,
      hoof: line.hoof || undefined,
    })) as JournalInput['treatments'],
    pharmaceuticals,
  } as JournalInput;
}
