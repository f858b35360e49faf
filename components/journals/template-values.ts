// A template's (or any other source's) journal fields as the form's values: what the template picker hands over
// becomes the form's text, per-hoof and line fields; fields the template leaves out stay as they are.
import type { z } from 'zod';
import type { journalFields } from '@/lib/validation/journal';
import type { JournalFormValues } from './journal-form-values';

const TEXT_FIELDS = [
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
] as const;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A template's fields: the journal's own, parsed (lib/validation/journal.ts). */
export type TemplateFields = Partial<z.output<typeof journalFields>>;

export function templateValues(fields: TemplateFields): Partial<JournalFormValues> {
  const values: Partial<JournalFormValues> = {};
  for (const name of TEXT_FIELDS) {
    if (typeof fields[name] === 'string') values[name] = fields[name];
  }
  for (const finding of fields.hoofFindings ?? []) values[`hoof${finding.hoof}`] = str(finding.findings);
  if (fields.treatments)
    values.treatments = fields.treatments.map((line) => ({
      id: '',
      treatment: str(line.treatment),
      materials: str(line.materials),
      notes: str(line.notes),
      hoof: str(line.hoof),
    }));
  if (fields.pharmaceuticals)
    values.pharmaceuticals = fields.pharmaceuticals.map((line) => ({
      name: str(line.name),
      strength: str(line.strength),
      dosage: str(line.dosage),
      length: str(line.length),
      withdrawalPeriod: str(line.withdrawalPeriod),
    }));
  return values;
}
