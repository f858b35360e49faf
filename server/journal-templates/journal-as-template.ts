// A journal's own fields as a template holds them: the journal as it reads now (the row and its lines with any
// amendments applied in version order), without what names the visit (date, horse, keeper, booking, dates).
// Read here from the tables, inside the caller's tenant, until the journals' own reader (getJournal) is merged.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { journalTemplateFields, type JournalTemplateFields } from '@/lib/validation/journal-template';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import {
  journalAmendments,
  journalHoofFindings,
  journalPharmaceuticals,
  journals,
  journalTreatments,
} from '@/server/db/schema';

const j = journals;

/** The journal's fields; 404 when it is not the caller's. */
export async function journalFieldsForTemplate(
  ctx: TenantContext,
  journalId: string,
): Promise<JournalTemplateFields> {
  const mine = (table: { ferrierId: PgColumn; journalId: PgColumn }) =>
    and(eq(table.ferrierId, ctx.ferrierId), eq(table.journalId, journalId));
  const row = await foundOne(
    ctx.db
      .select({
        anamnesis: j.anamnesis,
        findings: j.findings,
        findingsMotion: j.findingsMotion,
        findingsPalpation: j.findingsPalpation,
        diagnosis: j.diagnosis,
        healthCondition: j.healthCondition,
        followUpNotes: j.followUpNotes,
        aftercare: j.aftercare,
        notes: j.notes,
        referral: j.referral,
      })
      .from(j)
      .where(and(eq(j.id, journalId), eq(j.ferrierId, ctx.ferrierId))),
  );
  const [treatments, pharmaceuticals, hoofFindings, amendments] = await Promise.all([
    ctx.db
      .select({
        treatment: journalTreatments.treatment,
        materials: journalTreatments.materials,
        notes: journalTreatments.notes,
        hoof: journalTreatments.hoof,
      })
      .from(journalTreatments)
      .where(mine(journalTreatments))
      .orderBy(asc(journalTreatments.position), asc(journalTreatments.createdAt)),
    ctx.db
      .select({
        name: journalPharmaceuticals.name,
        strength: journalPharmaceuticals.strength,
        dosage: journalPharmaceuticals.dosage,
        length: journalPharmaceuticals.length,
        withdrawalPeriod: journalPharmaceuticals.withdrawalPeriod,
      })
      .from(journalPharmaceuticals)
      .where(mine(journalPharmaceuticals))
      .orderBy(asc(journalPharmaceuticals.position), asc(journalPharmaceuticals.createdAt)),
    ctx.db
      .select({ hoof: journalHoofFindings.hoof, findings: journalHoofFindings.findings })
      .from(journalHoofFindings)
      .where(mine(journalHoofFindings))
      .orderBy(asc(journalHoofFindings.hoof)),
    ctx.db
      .select({ field: journalAmendments.field, newValue: journalAmendments.newValue })
      .from(journalAmendments)
      .where(mine(journalAmendments))
      .orderBy(asc(journalAmendments.version), asc(journalAmendments.createdAt)),
  ]);
  const current: Record<string, unknown> = { ...row, treatments, pharmaceuticals, hoofFindings };
  // An amendment names the field by its input name; a child path (treatments.<id>.notes) is left to the lines.
  for (const { field, newValue } of amendments) if (field in current) current[field] = newValue;
  return usable(current);
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
