// A horse's share page reads all its journals in one read (getJournals): each journal on it reads as its own details
// page shows it — its lines, its photos counted, an amended one with the amendment applied — and getJournals given
// another account's journal id finds nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Journal } from '@/lib/validation/journal';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { sharedJournal } from '@/server/journal-sharing/shared-view';
import { getJournals } from '@/server/journals/read-journals';
import { logger } from '@/server/logger';
import { call } from '../support/api-client';
import { createAnimal, createCustomer, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

/** The caller as the API builds it from a session, for a use case called through the app's own connection. */
const callerOf = (o: { ferrierId: string; userId: string }) => ({
  ferrierId: o.ferrierId,
  userId: o.userId,
  role: 'owner' as const,
  locale: 'en' as const,
  log: logger,
});

async function writeJournal(owner: Owner, body: Record<string, unknown>): Promise<Journal> {
  const res = await call('POST', 'journals/create', { token: owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { outcome: _, ...journal } = res.body.data as Journal & { outcome: number };
  return journal;
}

/** A photo as an upload stores it, straight into the tables (the bytes are not read by the page). */
async function addPhoto(owner: Owner, journalId: string, treatmentId: string | null, position: number) {
  const [file] = await systemDb().execute<{ id: string }>(sql`
    insert into stored_files (ferrier_id, storage_key, content_type, size_bytes, purpose)
    values (${owner.ferrierId}, ${`${owner.ferrierId}/${crypto.randomUUID()}.webp`}, 'image/webp', 1000,
            'journal_photo')
    returning id`);
  await systemDb().execute(sql`
    insert into journal_photos (ferrier_id, journal_id, treatment_id, file_id, section, position)
    values (${owner.ferrierId}, ${journalId}, ${treatmentId}, ${file!.id},
            ${treatmentId ? 'treatment' : 'general'}, ${position})`);
}

const details = async (owner: Owner, id: string): Promise<Journal> => {
  const res = await call('GET', `journals/details/${id}`, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Journal;
};

describe('a horse’s share page', () => {
  it('shows each of its journals as the journal’s own details page shows it, an amended one as amended', async () => {
    const keeper = await createCustomer(me, { firstName: 'Åsa', lastName: 'Öberg' });
    const animal = await createAnimal(me, { name: 'Virvelvind', customerId: keeper.id });
    const fields = {
      animalId: animal.id,
      customerId: keeper.id,
      treatmentTime: '09:30',
      anamnesis: 'Går ömt på vänster fram efter hagen.',
      findings: 'Värme i vänster framhov',
      diagnosis: 'Hovböld',
      hoofFindings: [
        { hoof: 'LF', findings: 'Böld i sulan' },
        { hoof: 'RH', findings: 'Utan anmärkning' },
      ],
      treatments: [{ treatment: 'Dränering', materials: 'Hovkniv', hoof: 'LF' }, { treatment: 'Verkning' }],
      pharmaceuticals: [{ name: 'Finadyne vet.', strength: '50 mg/ml', withdrawalPeriod: '28 dygn' }],
    };
    const first = await writeJournal(me, { ...fields, treatmentDate: '2026-01-12' });
    const amended = await writeJournal(me, { ...fields, treatmentDate: '2026-03-04' });
    const latest = await writeJournal(me, {
      animalId: animal.id,
      treatmentDate: '2026-05-20',
      findings: 'Återbesök: läkt',
    });
    await addPhoto(me, first.id, null, 0);
    await addPhoto(me, first.id, first.treatments[0]!.id, 1);
    await addPhoto(me, amended.id, null, 0);
    // Signed after its photo: a signed journal's lines are locked.
    expect((await call('POST', `journals/sign/${amended.id}`, { token: me.token })).status).toBe(200);
    const amendment = await call('PUT', `journals/update/${amended.id}`, {
      token: me.token,
      body: {
        ...fields,
        treatmentDate: '2026-03-04',
        findings: 'Värme i höger framhov, inte vänster',
        treatments: amended.treatments.map(({ id, treatment, materials, hoof }) => ({
          id,
          treatment,
          materials: materials ?? undefined,
          hoof: hoof ?? undefined,
        })),
        amendmentReason: 'Fel hov angiven',
      },
    });
    expect(amendment.status, JSON.stringify(amendment.body)).toBe(200);

    const shared = await call('POST', `share-codes/${animal.id}/generate`, { token: me.token, body: {} });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const page = await call('GET', `shared/${shared.body.data.code}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);

    // Newest visit first, each as its details page reads it, told the link's way (no keeper contact chosen).
    const own = [await details(me, latest.id), await details(me, amended.id), await details(me, first.id)];
    expect(page.body.data.journals).toEqual(own.map((journal) => sharedJournal(journal, false)));
    expect(page.body.data.journals[1]).toMatchObject({
      findings: 'Värme i höger framhov, inte vänster',
      version: 2,
      amendments: [{ version: 2, reason: 'Fel hov angiven', changes: [{ field: 'findings' }] }],
    });
    expect(page.body.data.journals[2]).toMatchObject({
      photoCount: 1,
      treatments: [
        { treatment: 'Dränering', photoCount: 1 },
        { treatment: 'Verkning', photoCount: 0 },
      ],
    });
  });
});

describe('getJournals', () => {
  it('reads the caller’s journals in the order asked, and nothing of another account’s', async () => {
    const mine = await createAnimal(me);
    const theirs = await createAnimal(other);
    const a = await writeJournal(me, { animalId: mine.id, treatmentDate: '2026-02-01' });
    const b = await writeJournal(me, { animalId: mine.id, treatmentDate: '2026-02-02' });
    const their = await writeJournal(other, { animalId: theirs.id, treatmentDate: '2026-02-03' });

    const read = await inTenant(callerOf(me), (ctx) => getJournals(ctx, [b.id, their.id, a.id]));
    expect(read.map((j) => j.id)).toEqual([b.id, a.id]);
    expect(JSON.parse(JSON.stringify(read))).toEqual([await details(me, b.id), await details(me, a.id)]);
    expect(await inTenant(callerOf(me), (ctx) => getJournals(ctx, [their.id]))).toEqual([]);
    // The other account still reads its own.
    expect((await inTenant(callerOf(other), (ctx) => getJournals(ctx, [their.id]))).map((j) => j.id)).toEqual(
      [their.id],
    );
  });
});
