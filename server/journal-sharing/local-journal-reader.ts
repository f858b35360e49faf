// A stand-in for getJournal (server/journals/read-journals.ts, branch s23-core) until that lands: the journal's row and
// lines as the shared page needs them. Replaced by getJournal once merged; it reads no photos, attachments, signatures'
// digests or sendings, which the shared page does not show.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Journal } from '@/lib/validation/journal';
import type { TenantDb } from '@/server/db/tenant';
import {
  journalAmendments,
  journalHoofFindings,
  journalPharmaceuticals,
  journalTreatments,
  journals,
  users,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';

type ReaderContext = { ferrierId: string; db: TenantDb };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function readJournal(ctx: ReaderContext, { id }: { id: string }): Promise<Journal> {
  const mine = (t: { ferrierId: PgColumn; journalId: PgColumn }) =>
    and(eq(t.ferrierId, ctx.ferrierId), eq(t.journalId, id));
  const [row] = await ctx.db
    .select()
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
  const [treatments, pharmaceuticals, hoofFindings, amendments, people] = await Promise.all([
    ctx.db
      .select()
      .from(journalTreatments)
      .where(mine(journalTreatments))
      .orderBy(asc(journalTreatments.position)),
    ctx.db
      .select()
      .from(journalPharmaceuticals)
      .where(mine(journalPharmaceuticals))
      .orderBy(asc(journalPharmaceuticals.position)),
    ctx.db.select().from(journalHoofFindings).where(mine(journalHoofFindings)),
    ctx.db
      .select()
      .from(journalAmendments)
      .where(mine(journalAmendments))
      .orderBy(asc(journalAmendments.version), asc(journalAmendments.createdAt)),
    ctx.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.ferrierId, ctx.ferrierId)),
  ]);
  const person = (userId: string | null) => {
    const user = people.find((p) => p.id === userId);
    return user ? { id: user.id, name: user.name, title: null } : null;
  };
  const versions = [...new Set(amendments.map((a) => a.version))];
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    status: row.status,
    treatmentDate: row.treatmentDate,
    treatmentTime: row.treatmentTime?.slice(0, 5) ?? null,
    bookingId: row.bookingId,
    customerId: row.customerId,
    animal: {
      id: row.animalId,
      name: row.animalName ?? '',
      species: row.animalSpecies,
      sex: row.animalSex,
      dateOfBirth: row.animalDateOfBirth,
      identity: row.animalIdentity,
    },
    owner: {
      name: row.ownerName,
      address: row.ownerAddress,
      phone: row.ownerPhone,
      productionSiteNumber: row.productionSiteNumber,
    },
    ownerName: row.ownerName,
    createdBy: person(row.createdByUserId)?.name ?? null,
    anamnesis: row.anamnesis,
    findings: row.findings,
    findingsMotion: row.findingsMotion,
    findingsPalpation: row.findingsPalpation,
    diagnosis: row.diagnosis,
    healthCondition: row.healthCondition,
    lastTreatment: row.lastTreatment,
    nextTreatment: row.nextTreatment,
    followUpNotes: row.followUpNotes,
    aftercare: row.aftercare,
    notes: row.notes,
    referral: row.referral,
    hoofFindings: hoofFindings.map((h) => ({ hoof: h.hoof, findings: h.findings })),
    treatments: treatments.map((t) => ({
      id: t.id,
      treatment: t.treatment,
      materials: t.materials,
      notes: t.notes,
      hoof: t.hoof,
      photoCount: t.photoCount,
      photos: [],
    })),
    pharmaceuticals: pharmaceuticals.map((p) => ({
      id: p.id,
      name: p.name,
      strength: p.strength,
      dosage: p.dosage,
      length: p.length,
      withdrawalPeriod: p.withdrawalPeriod,
    })),
    photoCount: row.photoCount,
    photos: [],
    attachments: [],
    author: person(row.createdByUserId),
    signedBy: person(row.signedByUserId),
    version: row.version,
    signatures: [],
    amendments: versions.map((version) => {
      const changes = amendments.filter((a) => a.version === version);
      return {
        version,
        at: changes[0]!.createdAt.toISOString(),
        author: person(changes[0]!.authorUserId),
        reason: changes[0]!.reason,
        changes: changes.map((c) => ({ field: c.field, previous: c.previousValue, next: c.newValue })),
      };
    }),
    sendings: [],
    signedAt: iso(row.signedAt),
    sentAt: iso(row.sentAt),
    lockedAt: iso(row.lockedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
