// One hoof's history across a horse's journals (GET journals/hoof-history): the findings written for that hoof and
// the treatments done on it, each journal as it reads now (its amendments of hoofFindings and treatments applied),
// newest visit first.
import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { HoofHistoryEntry, HoofHistoryQuery } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { journalAmendments, journalHoofFindings, journals, journalTreatments } from '@/server/db/schema';
import type { HoofFindingContent, TreatmentContent } from './journal-content';

/** The horse's journals read, at most: years of visits every few weeks. */
const JOURNALS_MAX = 500;

export async function hoofHistory(
  ctx: TenantContext,
  { input }: { input: HoofHistoryQuery },
): Promise<HoofHistoryEntry[]> {
  const list = await ctx.db
    .select({
      id: journals.id,
      referenceNumber: journals.referenceNumber,
      treatmentDate: journals.treatmentDate,
      status: journals.status,
    })
    .from(journals)
    .where(and(eq(journals.ferrierId, ctx.ferrierId), eq(journals.animalId, input.animalId)))
    .orderBy(desc(journals.listedDate), desc(journals.id))
    .limit(JOURNALS_MAX);
  if (list.length === 0) return [];
  const ids = list.map((j) => j.id);
  const [findings, treatments, amendments] = await Promise.all([
    ctx.db
      .select({ journalId: journalHoofFindings.journalId, findings: journalHoofFindings.findings })
      .from(journalHoofFindings)
      .where(
        and(
          eq(journalHoofFindings.ferrierId, ctx.ferrierId),
          inArray(journalHoofFindings.journalId, ids),
          eq(journalHoofFindings.hoof, input.hoof),
        ),
      ),
    ctx.db
      .select({
        journalId: journalTreatments.journalId,
        id: journalTreatments.id,
        treatment: journalTreatments.treatment,
        materials: journalTreatments.materials,
        notes: journalTreatments.notes,
        hoof: journalTreatments.hoof,
      })
      .from(journalTreatments)
      .where(and(eq(journalTreatments.ferrierId, ctx.ferrierId), inArray(journalTreatments.journalId, ids)))
      .orderBy(asc(journalTreatments.position), asc(journalTreatments.id)),
    ctx.db
      .select({
        journalId: journalAmendments.journalId,
        field: journalAmendments.field,
        newValue: journalAmendments.newValue,
      })
      .from(journalAmendments)
      .where(
        and(
          eq(journalAmendments.ferrierId, ctx.ferrierId),
          inArray(journalAmendments.journalId, ids),
          inArray(journalAmendments.field, ['hoofFindings', 'treatments', 'treatmentDate']),
        ),
      )
      .orderBy(asc(journalAmendments.version)),
  ]);
  // The latest amendment of each field wins (they are read in version order).
  const amended = new Map<string, Map<string, unknown>>();
  for (const a of amendments)
    amended.set(a.journalId, (amended.get(a.journalId) ?? new Map()).set(a.field, a.newValue));
  const entries = list.map((j) => {
    const changed = amended.get(j.id);
    const hoofFindings = changed?.get('hoofFindings') as HoofFindingContent[] | undefined;
    const lines = changed?.get('treatments') as TreatmentContent[] | undefined;
    const onHoof = (lines ?? treatments.filter((t) => t.journalId === j.id)).filter(
      (t) => t.hoof === input.hoof,
    );
    return {
      journalId: j.id,
      referenceNumber: j.referenceNumber,
      treatmentDate: (changed?.get('treatmentDate') as string | undefined) ?? j.treatmentDate,
      status: j.status,
      findings: hoofFindings
        ? (hoofFindings.find((f) => f.hoof === input.hoof)?.findings ?? null)
        : (findings.find((f) => f.journalId === j.id)?.findings ?? null),
      treatments: onHoof.map(({ id, treatment, materials, notes }) => ({ id, treatment, materials, notes })),
    };
  });
  return entries
    .filter((e) => e.findings !== null || e.treatments.length > 0)
    .sort((a, b) => (a.treatmentDate < b.treatmentDate ? 1 : a.treatmentDate > b.treatmentDate ? -1 : 0));
}
