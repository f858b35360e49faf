// A journal's own fields as a template holds them: the journal as it reads now (getJournal applies its amendments),
// without what names the visit (date, horse, keeper, booking, dates) nor the lines' ids and photos.
import 'server-only';
import { journalTemplateFields, type JournalTemplateFields } from '@/lib/validation/journal-template';
import type { TenantContext } from '@/server/context';
import { getJournal } from '@/server/journals/read-journals';

/** The journal's fields; 404 when it is not the caller's. */
export async function journalFieldsForTemplate(
  ctx: TenantContext,
  journalId: string,
): Promise<JournalTemplateFields> {
  const journal = await getJournal(ctx, { id: journalId });
  return usable({
    anamnesis: journal.anamnesis,
    findings: journal.findings,
    findingsMotion: journal.findingsMotion,
    findingsPalpation: journal.findingsPalpation,
    diagnosis: journal.diagnosis,
    healthCondition: journal.healthCondition,
    followUpNotes: journal.followUpNotes,
    aftercare: journal.aftercare,
    notes: journal.notes,
    referral: journal.referral,
    treatments: journal.treatments.map(({ treatment, materials, notes, hoof }) => ({
      treatment,
      materials,
      notes,
      hoof,
    })),
    pharmaceuticals: journal.pharmaceuticals.map(({ id: _id, ...line }) => line),
    hoofFindings: journal.hoofFindings,
  });
}

/** Empty columns (null) are fields not given, in the journal and in its lines alike. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/** What passes the template's rules: a field that does not (an amendment of another shape) is left out. */
function usable(candidate: Record<string, unknown>): JournalTemplateFields {
  const value = withoutNulls(candidate) as Record<string, unknown>;
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = journalTemplateFields.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete value[String(issue.path[0])];
  }
  return {};
}
