// The template form's values (flat text fields, a text per hoof, the lines) and the API's input from them; the rules
// are the API's own (journalTemplateInput), their error paths put back on the form's fields.
import type { FieldErrors } from 'react-hook-form';
import { HOOVES, type Hoof } from '@/lib/validation/journal';
import {
  journalTemplateInput,
  type JournalTemplate,
  type JournalTemplateInput,
} from '@/lib/validation/journal-template';

export const TEXT_FIELDS = [
  'anamnesis',
  'findings',
  'findingsMotion',
  'findingsPalpation',
  'diagnosis',
  'healthCondition',
  'aftercare',
  'followUpNotes',
  'notes',
  'referral',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export const EMPTY_TREATMENT = { treatment: '', materials: '', notes: '', hoof: '' };
export const EMPTY_PHARMACEUTICAL = { name: '', strength: '', dosage: '', length: '', withdrawalPeriod: '' };
type HoofField = `hoof${Hoof}`;

export type TemplateFormValues = { name: string } & Record<TextField, string> &
  Record<HoofField, string> & {
    treatments: (typeof EMPTY_TREATMENT)[];
    pharmaceuticals: (typeof EMPTY_PHARMACEUTICAL)[];
  };

export const hoofField = (hoof: Hoof): HoofField => `hoof${hoof}`;

export function formValues(template?: JournalTemplate): TemplateFormValues {
  const fields = template?.fields ?? {};
  const values = { name: template?.name ?? '' } as TemplateFormValues;
  for (const name of TEXT_FIELDS) values[name] = fields[name] ?? '';
  for (const hoof of HOOVES)
    values[hoofField(hoof)] = fields.hoofFindings?.find((h) => h.hoof === hoof)?.findings ?? '';
  values.treatments = (fields.treatments ?? []).map((line) => ({ ...EMPTY_TREATMENT, ...line }));
  values.pharmaceuticals = (fields.pharmaceuticals ?? []).map((line) => ({
    ...EMPTY_PHARMACEUTICAL,
    ...line,
  }));
  return values;
}

export function toInput(values: TemplateFormValues): JournalTemplateInput {
  const fields: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) fields[name] = values[name];
  fields.hoofFindings = HOOVES.filter((hoof) => values[hoofField(hoof)].trim()).map((hoof) => ({
    hoof,
    findings: values[hoofField(hoof)],
  }));
  fields.treatments = values.treatments;
  fields.pharmaceuticals = values.pharmaceuticals;
  return { name: values.name, fields };
}

/** An input path (fields.hoofFindings.0.findings) as the form's field (hoofLF); undefined when it has none. */
export function formPath(path: readonly PropertyKey[], values: TemplateFormValues): string | undefined {
  const [head, field, index, ...rest] = path.map(String);
  if (head === 'name') return 'name';
  if (head !== 'fields' || !field) return undefined;
  if ((TEXT_FIELDS as readonly string[]).includes(field)) return field;
  if (field === 'hoofFindings') {
    const hooves = HOOVES.filter((hoof) => values[hoofField(hoof)].trim());
    const hoof = hooves[Number(index)];
    return hoof ? hoofField(hoof) : undefined;
  }
  if (field === 'treatments' || field === 'pharmaceuticals')
    return [field, index, ...rest.slice(0, 1)].filter(Boolean).join('.');
  return undefined;
}

/** react-hook-form's resolver: the API's rules on the API's input, each message on the field it belongs to. */
export function templateResolver(values: TemplateFormValues) {
  const parsed = journalTemplateInput.safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path, values);
    if (path) setError(errors, path.split('.'), { type: 'validation', message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<TemplateFormValues> };
}

function setError(target: Record<string, unknown>, path: string[], error: object) {
  let node = target;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] ??= error;
      return;
    }
    node[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
}
