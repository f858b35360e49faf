// A template's fields as stored (jsonb) and answered: what the rules let through, blank values and a journal's own
// treatment ids left out, so the same object prefills any new journal.
import 'server-only';
import type { JournalTemplateFieldValues, JournalTemplateFields } from '@/lib/validation/journal-template';

const TEXTS = [
  'anamnesis',
  'findings',
  'findingsMotion',
  'findingsPalpation',
  'diagnosis',
  'healthCondition',
  'followUpNotes',
  'aftercare',
  'notes',
  'referral',
] as const;

/** Only the keys that hold something (JSON has no undefined; an empty list says nothing either). */
function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

/** The validated fields as the template keeps them. */
export function storedFields(fields: JournalTemplateFields): JournalTemplateFieldValues {
  const stored: JournalTemplateFieldValues = {};
  for (const key of TEXTS) if (fields[key]) stored[key] = fields[key];
  if (fields.hoofFindings?.length) stored.hoofFindings = fields.hoofFindings.map((h) => defined(h));
  if (fields.treatments?.length)
    stored.treatments = fields.treatments.map(({ id: _journalLine, ...line }) => defined(line));
  if (fields.pharmaceuticals?.length) stored.pharmaceuticals = fields.pharmaceuticals.map((p) => defined(p));
  return stored;
}

/** A stored object as the answer's shape: anything unexpected in the jsonb (a hand edit) is left out. */
export function answeredFields(stored: Record<string, unknown>): JournalTemplateFieldValues {
  const fields: Record<string, unknown> = {};
  for (const key of TEXTS) if (typeof stored[key] === 'string') fields[key] = stored[key];
  for (const key of ['hoofFindings', 'treatments', 'pharmaceuticals'] as const)
    if (Array.isArray(stored[key])) fields[key] = stored[key];
  return fields as JournalTemplateFieldValues;
}
