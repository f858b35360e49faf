// Journals over the API: the record rules of spec 5 in both languages, create outcomes, gapless J- numbers, the
// animal and keeper copied as they were, the draft's edit keeping treatments, signing and the locked record
// (amendments beside the original, the history, verify), deleting a draft only, the visit on the horse, the horse's
// journals and a hoof's history, and another tenant's ids (404).
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ferriers, journalPharmaceuticals, journals, journalTreatments } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { call } from '../support/api-client';
import { subscribe } from '../support/members';
import { createAnimal, createCustomer, createFerrier, dayFromToday } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

const journalBody = (overrides: Record<string, unknown>) => ({
  treatmentDate: dayFromToday(0),
  findings: 'Lätt hälta vänster fram',
  ...overrides,
});

const create = (owner: Owner, body: Record<string, unknown>, locale?: 'en' | 'sv') =>
  call('POST', 'journals/create', { token: owner.token, body: journalBody(body), locale });

async function horse(owner: Owner, overrides: Record<string, unknown> = {}) {
  const keeper = await createCustomer(owner, {
    firstName: 'Åsa',
    lastName: 'Öberg',
    address: 'Ängsvägen 4',
    postalCode: '74141',
    city: 'Knivsta',
    phone: '0701234567',
    productionSiteNumber: 'SE-06412345',
  });
  const animal = await createAnimal(owner, {
    name: 'Stjärnöga',
    customerId: keeper.id,
    passportNumber: '752004001234567',
    shoeingIntervalWeeks: 6,
    ...overrides,
  });
  return { keeper, animal };
}

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

describe('journals/create', () => {
  it('saves a draft with the animal and keeper as they are now, lines, a J- number and outcome 0', async () => {
    const { keeper, animal } = await horse(me);
    const res = await create(me, {
      animalId: animal.id,
      treatmentTime: '9.05',
      diagnosis: 'Hovböld',
      treatments: [{ treatment: 'Verkning', materials: 'Hovkniv', hoof: 'LF' }],
      pharmaceuticals: [{ name: 'Metacam', dosage: '10 ml', length: '5 dagar', withdrawalPeriod: '0 dagar' }],
      hoofFindings: [{ hoof: 'LF', findings: 'Böld i sulan' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const j = res.body.data;
    expect(j).toMatchObject({
      outcome: 0,
      status: 'draft',
      treatmentTime: '09:05',
      customerId: keeper.id,
      animal: { id: animal.id, name: 'Stjärnöga', identity: '752004001234567' },
      owner: {
        name: 'Åsa Öberg',
        address: 'Ängsvägen 4, 74141 Knivsta',
        phone: '+46701234567',
        productionSiteNumber: 'SE-06412345',
      },
      diagnosis: 'Hovböld',
      treatments: [{ treatment: 'Verkning', materials: 'Hovkniv', hoof: 'LF', photos: [], photoCount: 0 }],
      pharmaceuticals: [{ name: 'Metacam', withdrawalPeriod: '0 dagar' }],
      hoofFindings: [{ hoof: 'LF', findings: 'Böld i sulan' }],
      signatures: [],
      amendments: [],
      signedAt: null,
      lockedAt: null,
      version: 1,
    });
    expect(j.referenceNumber).toMatch(new RegExp(`^J-${j.treatmentDate.slice(0, 4)}-\\d{4}$`));
    expect(j.author.name).toBeTruthy();
    const details = await call('GET', `journals/details/${j.id}`, { token: me.token });
    const { outcome: _, ...journal } = j;
    expect(details.body.data).toEqual(journal);
  });
});

const en = (key: string) =>
  ({
    withdrawalRequired: 'Enter the withdrawal period, even when it is 0 days.',
    tooLong: 'This is too long for a journal field.',
    lastTreatmentFuture: 'The last treatment cannot be later than today.',
    nextTreatmentPast: 'The next treatment cannot be earlier than today.',
  })[key];
const sv = (key: string) =>
  ({
    withdrawalRequired: 'Ange karenstid, även när den är 0 dagar.',
    tooLong: 'Texten är för lång för ett journalfält.',
    lastTreatmentFuture: 'Senaste behandling kan inte vara senare än i dag.',
    nextTreatmentPast: 'Nästa behandling kan inte vara tidigare än i dag.',
  })[key];

describe('the record rules of spec 5, in both languages', () => {
  let animalId: string;
  beforeAll(async () => {
    animalId = (await horse(me)).animal.id;
  });
  const long = (n: number) => 'å'.repeat(n);
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a pharmaceutical without withdrawal period',
      { pharmaceuticals: [{ name: 'Metacam' }] },
      'pharmaceuticals.0.withdrawalPeriod',
      'withdrawalRequired',
    ],
    [
      'a blank withdrawal period',
      { pharmaceuticals: [{ name: 'Metacam', withdrawalPeriod: '  ' }] },
      'pharmaceuticals.0.withdrawalPeriod',
      'withdrawalRequired',
    ],
    ['a last treatment tomorrow', { lastTreatment: dayFromToday(1) }, 'lastTreatment', 'lastTreatmentFuture'],
    ['a next treatment yesterday', { nextTreatment: dayFromToday(-1) }, 'nextTreatment', 'nextTreatmentPast'],
    ['anamnesis over 2000', { anamnesis: long(2001) }, 'anamnesis', 'tooLong'],
    ['findings in motion over 1000', { findingsMotion: long(1001) }, 'findingsMotion', 'tooLong'],
    ['follow-up notes over 500', { followUpNotes: long(501) }, 'followUpNotes', 'tooLong'],
    ['a health condition over 200', { healthCondition: long(201) }, 'healthCondition', 'tooLong'],
    [
      'a pharmaceutical length over 50',
      { pharmaceuticals: [{ name: 'X', length: long(51), withdrawalPeriod: '0' }] },
      'pharmaceuticals.0.length',
      'tooLong',
    ],
    ['a treatment over 200', { treatments: [{ treatment: long(201) }] }, 'treatments.0.treatment', 'tooLong'],
  ];
  for (const [what, body, field, key] of cases)
    it(`refuses ${what} (422 ${field}) and saves nothing`, async () => {
      const before = await call('GET', `journals/list?animalId=${animalId}`, { token: me.token });
      const inEnglish = await create(me, { animalId, ...body }, 'en');
      expect(inEnglish.status, JSON.stringify(inEnglish.body)).toBe(422);
      expect(inEnglish.body.error.fields[field]).toBe(en(key));
      const inSwedish = await create(me, { animalId, ...body }, 'sv');
      expect(inSwedish.body.error.fields[field]).toBe(sv(key));
      const after = await call('GET', `journals/list?animalId=${animalId}`, { token: me.token });
      expect(after.body.data).toEqual(before.body.data);
    });

  it('needs a real treatment date', async () => {
    const missing = await call('POST', 'journals/create', { token: me.token, body: { animalId } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.treatmentDate).toBeDefined();
    const unreal = await create(me, { animalId, treatmentDate: '2026-02-30' }, 'sv');
    expect(unreal.status).toBe(422);
    expect(unreal.body.error.fields.treatmentDate).toBeDefined();
  });

  it('accepts today as last and next treatment and "0 dagar" as a withdrawal period', async () => {
    const res = await create(me, {
      animalId,
      lastTreatment: dayFromToday(0),
      nextTreatment: dayFromToday(0),
      pharmaceuticals: [{ name: 'Penicillin', withdrawalPeriod: '0 dagar' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses another tenant’s animal or keeper on the field that names it', async () => {
    const theirs = await horse(other);
    const res = await create(me, { animalId: theirs.animal.id, customerId: theirs.keeper.id });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['animalId', 'customerId']);
  });
});

describe('numbers and outcomes', () => {
  it('numbers an account’s journals J-YYYY-NNNN one after another, also when saved at once', async () => {
    const owner = await createFerrier();
    const { animal } = await horse(owner);
    const made = await Promise.all(
      Array.from({ length: 5 }, () => create(owner, { animalId: animal.id, treatmentDate: '2026-03-02' })),
    );
    const numbers = made.map((r) => r.body.data.referenceNumber as string).sort();
    expect(numbers).toEqual(['J-2026-0001', 'J-2026-0002', 'J-2026-0003', 'J-2026-0004', 'J-2026-0005']);
    // A refused journal takes no number.
    await create(owner, { animalId: animal.id, treatmentDate: '2026-03-02', anamnesis: 'x'.repeat(3000) });
    const next = await create(owner, { animalId: animal.id, treatmentDate: '2026-03-02' });
    expect(next.body.data.referenceNumber).toBe('J-2026-0006');
  });

  it('signs at once with sign: true (outcome 1), and send: true is outcome 2, signed', async () => {
    const { animal } = await horse(me);
    const signed = await create(me, { animalId: animal.id, sign: true });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.data).toMatchObject({ outcome: 1, status: 'signed' });
    expect(signed.body.data.signatures).toHaveLength(1);
    const sent = await create(me, { animalId: animal.id, send: true });
    expect(sent.body.data).toMatchObject({ outcome: 2, status: 'signed' });
    const both = await call('POST', 'journals/createSignedJournal', {
      token: me.token,
      body: journalBody({ animalId: animal.id }),
    });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    expect(both.body.data).toMatchObject({ outcome: 1, status: 'signed', signedBy: { id: me.userId } });
  });
});

describe('a draft’s edit', () => {
  it('replaces fields and lines, keeps a treatment sent with its id, and names the changed fields', async () => {
    const { animal } = await horse(me);
    const made = (
      await create(me, {
        animalId: animal.id,
        treatments: [{ treatment: 'Verkning' }, { treatment: 'Skoning' }],
      })
    ).body.data;
    const [first] = made.treatments;
    const res = await call('PUT', `journals/update/${made.id}`, {
      token: me.token,
      body: journalBody({
        animalId: animal.id,
        findings: 'Ingen hälta',
        treatments: [{ id: first.id, treatment: 'Verkning, alla fyra' }, { treatment: 'Hovbad' }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.treatments.map((t: { treatment: string }) => t.treatment)).toEqual([
      'Verkning, alla fyra',
      'Hovbad',
    ]);
    expect(res.body.data.treatments[0].id).toBe(first.id);
    expect(res.body.data.amendments).toEqual([]);
    const history = await call('GET', `journals/history/${made.id}`, { token: me.token });
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['created', 'updated']);
    expect(history.body.data[1].fields).toEqual(['findings', 'treatments']);
  });

  it('refuses a treatment id that is not the journal’s (422 treatments.<i>.id)', async () => {
    const { animal } = await horse(me);
    const a = (await create(me, { animalId: animal.id, treatments: [{ treatment: 'Verkning' }] })).body.data;
    const b = (await create(me, { animalId: animal.id })).body.data;
    const res = await call('PUT', `journals/update/${b.id}`, {
      token: me.token,
      locale: 'sv',
      body: journalBody({ animalId: animal.id, treatments: [{ id: a.treatments[0].id, treatment: 'X' }] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ 'treatments.0.id': 'Behandlingen finns inte i journalen.' });
  });
});

/** The caller as the API builds it from a session, for statements through the app's own connection. */
const callerOf = (o: { ferrierId: string; userId: string }) => ({
  ferrierId: o.ferrierId,
  userId: o.userId,
  role: 'owner' as const,
  locale: 'en' as const,
  log: logger,
});

/** An error's PostgreSQL code, wherever the driver or Drizzle put it. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string') return e.code;
  return undefined;
}

describe('a signed journal', () => {
  let id: string;
  let animalId: string;
  let signed: Record<string, unknown> & { treatments: Array<{ id: string }>; signatures: unknown[] };

  beforeAll(async () => {
    animalId = (await horse(me)).animal.id;
    const made = await create(me, {
      animalId,
      findings: 'Lätt hälta vänster fram',
      treatments: [{ treatment: 'Verkning', hoof: 'LF' }],
      pharmaceuticals: [{ name: 'Metacam', withdrawalPeriod: '5 dagar' }],
    });
    id = made.body.data.id;
    const res = await call('POST', `journals/sign/${id}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    signed = res.body.data;
  });

  it('records signer, time and a SHA-256, and is locked', () => {
    expect(signed).toMatchObject({ status: 'signed', version: 1, signedBy: { id: me.userId } });
    expect(signed.signedAt).toEqual(signed.lockedAt);
    expect(signed.signatures).toEqual([
      {
        version: 1,
        at: expect.any(String),
        signerName: expect.any(String),
        signerTitle: null,
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('is not signed twice (409 INVALID_TRANSITION, in both languages)', async () => {
    const again = await call('POST', `journals/sign/${id}`, { token: me.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('INVALID_TRANSITION');
    const sv = await call('POST', `journals/sign/${id}`, { token: me.token, locale: 'sv' });
    expect(sv.body.error.message).toBe(
      'Journalen är redan signerad. Ändringar efter signering görs som tillägg.',
    );
  });

  it('refuses a plain update (422 amendmentReason) and keeps the journal as it was', async () => {
    const res = await call('PUT', `journals/update/${id}`, {
      token: me.token,
      body: journalBody({ animalId, findings: 'Ändrat' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      amendmentReason: 'The journal is signed: say why it changes. The original stays readable.',
    });
    const sv = await call('PUT', `journals/update/${id}`, {
      token: me.token,
      locale: 'sv',
      body: journalBody({ animalId, findings: 'Ändrat' }),
    });
    expect(sv.body.error.fields.amendmentReason).toBe(
      'Journalen är signerad: ange varför den ändras. Originalet förblir läsbart.',
    );
    const details = await call('GET', `journals/details/${id}`, { token: me.token });
    expect(details.body.data).toEqual(signed);
  });

  it('keeps an amendment with its reason beside the original, signed by its author; history complete and ordered; verify says unchanged', async () => {
    const current = (await call('GET', `journals/details/${id}`, { token: me.token })).body.data;
    const res = await call('PUT', `journals/update/${id}`, {
      token: me.token,
      body: journalBody({
        animalId,
        findings: 'Hälta vänster fram, bättre efter verkning',
        treatments: [{ id: current.treatments[0].id, treatment: 'Verkning', hoof: 'LF' }],
        pharmaceuticals: [{ name: 'Metacam', withdrawalPeriod: '5 dagar' }],
        amendmentReason: 'Fel i fynd: hältan förbättrades',
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const amended = res.body.data;
    expect(amended).toMatchObject({
      version: 2,
      findings: 'Hälta vänster fram, bättre efter verkning',
      amendments: [
        {
          version: 2,
          reason: 'Fel i fynd: hältan förbättrades',
          author: { id: me.userId },
          changes: [
            {
              field: 'findings',
              previous: 'Lätt hälta vänster fram',
              next: 'Hälta vänster fram, bättre efter verkning',
            },
          ],
        },
      ],
    });
    expect(amended.treatments[0].id).toBe(current.treatments[0].id);
    expect(amended.signatures.map((s: { version: number }) => s.version)).toEqual([1, 2]);
    // The same change again is no change: nothing written.
    const same = await call('PUT', `journals/update/${id}`, {
      token: me.token,
      body: journalBody({
        animalId,
        findings: 'Hälta vänster fram, bättre efter verkning',
        treatments: [{ id: current.treatments[0].id, treatment: 'Verkning', hoof: 'LF' }],
        pharmaceuticals: [{ name: 'Metacam', withdrawalPeriod: '5 dagar' }],
        amendmentReason: 'Igen',
      }),
    });
    expect(same.body.data.version).toBe(2);

    const history = await call('GET', `journals/history/${id}`, { token: me.token });
    expect(
      history.body.data.map((e: { action: string; from: string | null; to: string | null }) => [
        e.action,
        e.from,
        e.to,
      ]),
    ).toEqual([
      ['created', null, null],
      ['status_changed', 'draft', 'signed'],
      ['updated', null, null],
    ]);
    expect(history.body.data[2].fields).toEqual(['findings']);

    const verify = await call('GET', `journals/verify/${id}`, { token: me.token });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(verify.body.data).toMatchObject({
      id,
      unchanged: true,
      versions: [
        { version: 1, unchanged: true },
        { version: 2, unchanged: true },
      ],
    });
  });

  it('keeps the animal and keeper it was written for (422 on an amendment that changes them)', async () => {
    const another = await horse(me);
    const res = await call('PUT', `journals/update/${id}`, {
      token: me.token,
      body: journalBody({ animalId: another.animal.id, amendmentReason: 'Fel häst' }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(['animalId']);
  });

  it('is refused by the database itself: an UPDATE of its content, a DELETE, a line added, changed or removed', async () => {
    const outcome = (work: Parameters<typeof inTenant>[1]) =>
      inTenant(callerOf(me), work).then(
        () => 'done',
        (err: unknown) => pgCode(err),
      );
    expect(
      await outcome(({ db }) =>
        db.update(journals).set({ findings: 'Tyst ändring' }).where(eq(journals.id, id)),
      ),
    ).toBe('23514');
    expect(
      await outcome(({ db }) => db.update(journals).set({ lockedAt: null }).where(eq(journals.id, id))),
    ).toBe('23514');
    expect(await outcome(({ db }) => db.delete(journals).where(eq(journals.id, id)))).toBe('23514');
    expect(
      await outcome(({ db }) =>
        db
          .insert(journalTreatments)
          .values({ ferrierId: me.ferrierId, journalId: id, treatment: 'Smygtillägg' }),
      ),
    ).toBe('23514');
    expect(
      await outcome(({ db }) =>
        db
          .update(journalPharmaceuticals)
          .set({ withdrawalPeriod: '0 dagar' })
          .where(eq(journalPharmaceuticals.journalId, id)),
      ),
    ).toBe('23514');
    expect(
      await outcome(({ db }) => db.delete(journalTreatments).where(eq(journalTreatments.journalId, id))),
    ).toBe('23514');
    const verify = await call('GET', `journals/verify/${id}`, { token: me.token });
    expect(verify.body.data.unchanged).toBe(true);
  });

  it('tells when the content was changed behind the app’s back (verify: changed)', async () => {
    const { animal } = await horse(me);
    const made = (await create(me, { animalId: animal.id, findings: 'Original', sign: true })).body.data;
    // Only the tables' owner can do this, with the trigger disabled: what verify is there to catch.
    await systemDb().transaction(async (tx) => {
      await tx.execute(sql`alter table journals disable trigger journals_refuse_locked_change`);
      await tx.update(journals).set({ findings: 'Förfalskad' }).where(eq(journals.id, made.id));
      await tx.execute(sql`alter table journals enable trigger journals_refuse_locked_change`);
    });
    const verify = await call('GET', `journals/verify/${made.id}`, { token: me.token });
    expect(verify.body.data).toMatchObject({
      unchanged: false,
      versions: [{ version: 1, unchanged: false }],
    });
  });

  it('cannot be deleted (409 JOURNAL_LOCKED, in both languages), while a draft can', async () => {
    const res = await call('DELETE', `journals/delete/${id}`, { token: me.token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('JOURNAL_LOCKED');
    const sv = await call('DELETE', `journals/delete/${id}`, { token: me.token, locale: 'sv' });
    expect(sv.body.error.message).toMatch(/^Journalen är signerad eller skickad/);
    expect((await call('GET', `journals/details/${id}`, { token: me.token })).status).toBe(200);

    const draft = (await create(me, { animalId, treatments: [{ treatment: 'Verkning' }] })).body.data;
    const gone = await call('DELETE', `journals/delete/${draft.id}`, { token: me.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data).toEqual({ id: draft.id, deleted: true });
    expect((await call('GET', `journals/details/${draft.id}`, { token: me.token })).status).toBe(404);
    const lines = await systemDb()
      .select({ id: journalTreatments.id })
      .from(journalTreatments)
      .where(eq(journalTreatments.journalId, draft.id));
    expect(lines).toEqual([]);
  });
});

describe('the Pro feature journalSignatures', () => {
  it('refuses signing, signed creation, verify and amendments on Base after the trial (403 PLAN_REQUIRED); a draft’s edit is free', async () => {
    const owner = await createFerrier();
    const { animal } = await horse(owner);
    const draft = (await create(owner, { animalId: animal.id })).body.data;
    const locked = (await create(owner, { animalId: animal.id, sign: true })).body.data;
    await systemDb()
      .update(ferriers)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(ferriers.id, owner.ferrierId));
    await subscribe(owner, 'base');
    const refused = [
      await call('POST', `journals/sign/${draft.id}`, { token: owner.token }),
      await call('GET', `journals/verify/${locked.id}`, { token: owner.token }),
      await call('POST', 'journals/createSignedJournal', {
        token: owner.token,
        body: journalBody({ animalId: animal.id }),
      }),
      await create(owner, { animalId: animal.id, sign: true }),
      await call('PUT', `journals/update/${locked.id}`, {
        token: owner.token,
        body: journalBody({ animalId: animal.id, findings: 'Ny', amendmentReason: 'Rättelse' }),
      }),
    ];
    expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual(
      Array.from({ length: 5 }, () => [403, 'PLAN_REQUIRED']),
    );
    const edit = await call('PUT', `journals/update/${draft.id}`, {
      token: owner.token,
      body: journalBody({ animalId: animal.id, findings: 'Ny' }),
    });
    expect(edit.status).toBe(200);
  });
});

describe('journals/list', () => {
  let owner: Owner;
  let a: { animal: { id: string }; keeper: { id: string } };
  beforeAll(async () => {
    owner = await createFerrier();
    a = await horse(owner);
    const b = await createAnimal(owner, { name: 'Blixten' });
    const keeper = await createCustomer(owner, { firstName: 'Göran', lastName: 'Ström' });
    await create(owner, { animalId: a.animal.id, treatmentDate: '2026-01-10' });
    await create(owner, { animalId: a.animal.id, treatmentDate: '2026-02-10', sign: true });
    await create(owner, { animalId: b.id, customerId: keeper.id, treatmentDate: '2026-03-10' });
    await create(owner, { animalId: b.id, customerId: keeper.id, treatmentDate: '2025-12-01', sign: true });
  });
  const list = async (query: string) => {
    const res = await call('GET', `journals/list?${query}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Array<{
      treatmentDate: string;
      status: string;
      animal: { name: string };
      ownerName: string | null;
    }>;
  };

  it('lists newest treatment date first, page by page', async () => {
    const all = await list('');
    expect(all.map((r) => r.treatmentDate)).toEqual(['2026-03-10', '2026-02-10', '2026-01-10', '2025-12-01']);
    const first = await call('GET', 'journals/list?limit=3', { token: owner.token });
    expect(first.body.data).toHaveLength(3);
    const second = await call('GET', `journals/list?limit=3&cursor=${first.body.nextCursor}`, {
      token: owner.token,
    });
    expect(second.body.data.map((r: { treatmentDate: string }) => r.treatmentDate)).toEqual(['2025-12-01']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('filters by status, animal, keeper and period', async () => {
    expect((await list('status=signed')).map((r) => r.treatmentDate)).toEqual(['2026-02-10', '2025-12-01']);
    expect((await list('status=unsigned')).map((r) => r.treatmentDate)).toEqual(['2026-03-10', '2026-01-10']);
    expect(await list('status=sent')).toEqual([]);
    expect(await list('status=notSent')).toHaveLength(4);
    expect((await list(`animalId=${a.animal.id}`)).map((r) => r.treatmentDate)).toEqual([
      '2026-02-10',
      '2026-01-10',
    ]);
    expect((await list(`customerId=${a.keeper.id}`)).map((r) => r.treatmentDate)).toEqual([
      '2026-02-10',
      '2026-01-10',
    ]);
    expect((await list('from=2026-01-01&to=2026-02-28')).map((r) => r.treatmentDate)).toEqual([
      '2026-02-10',
      '2026-01-10',
    ]);
  });

  it('searches the number, the animal and the keeper with å/ä/ö folded', async () => {
    expect((await list('search=stjarnoga')).map((r) => r.animal.name)).toEqual(['Stjärnöga', 'Stjärnöga']);
    expect((await list('search=STRÖM')).map((r) => r.ownerName)).toEqual(['Göran Ström', 'Göran Ström']);
    expect((await list('search=asa%20oberg')).map((r) => r.ownerName)).toEqual(['Åsa Öberg', 'Åsa Öberg']);
    expect((await list('search=J-2025-0001')).map((r) => r.treatmentDate)).toEqual(['2025-12-01']);
    expect(await list('search=ingen')).toEqual([]);
  });

  it('refuses a bad status and another tenant’s ?ferrierId', async () => {
    const bad = await call('GET', 'journals/list?status=maybe', { token: owner.token, locale: 'sv' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.status).toBe(
      'Välj alla, signerade, osignerade, skickade eller ej skickade.',
    );
    const theirs = await call('GET', `journals/list?ferrierId=${other.ferrierId}`, { token: owner.token });
    expect(theirs.status).toBe(404);
  });
});

describe('journals/list after an amended date', () => {
  it('sorts, filters and pages by the date as the journal reads now; the database keeps that date', async () => {
    const owner = await createFerrier();
    const { animal } = await horse(owner);
    const signed = (await create(owner, { animalId: animal.id, treatmentDate: '2026-02-10', sign: true }))
      .body.data;
    await create(owner, { animalId: animal.id, treatmentDate: '2026-03-10' });
    const amended = await call('PUT', `journals/update/${signed.id}`, {
      token: owner.token,
      body: journalBody({ animalId: animal.id, treatmentDate: '2026-04-02', amendmentReason: 'Fel datum' }),
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const dates = async (query: string) =>
      (await call('GET', `journals/list?${query}`, { token: owner.token })).body.data.map(
        (r: { id: string; treatmentDate: string }) => [r.id === signed.id, r.treatmentDate],
      );
    expect(await dates('')).toEqual([
      [true, '2026-04-02'],
      [false, '2026-03-10'],
    ]);
    expect(await dates('from=2026-04-01')).toEqual([[true, '2026-04-02']]);
    expect(await dates('to=2026-02-28')).toEqual([]);
    const page = await call('GET', 'journals/list?limit=1', { token: owner.token });
    expect(
      (await call('GET', `journals/list?limit=1&cursor=${page.body.nextCursor}`, { token: owner.token })).body
        .data[0].treatmentDate,
    ).toBe('2026-03-10');
    // The signed row keeps its first date; a statement setting the listed date is overruled by the trigger.
    await systemDb().execute(sql`update journals set listed_date = '2020-01-01' where id = ${signed.id}`);
    const [row] = await systemDb()
      .select({ treatmentDate: journals.treatmentDate, listedDate: journals.listedDate })
      .from(journals)
      .where(eq(journals.id, signed.id));
    expect(row).toEqual({ treatmentDate: '2026-02-10', listedDate: '2026-04-02' });
  });
});

describe('the horse', () => {
  it('gets its latest visit from the journal and the next from nextTreatment, else the shoeing interval', async () => {
    const { animal } = await horse(me, { shoeingIntervalWeeks: 6 });
    await create(me, { animalId: animal.id, treatmentDate: dayFromToday(-2) });
    let details = (await call('GET', `animals/details/${animal.id}`, { token: me.token })).body.data;
    expect(details.latestVisit).toBe(dayFromToday(-2));
    expect(details.nextVisit).toBe(dayFromToday(40));
    await create(me, {
      animalId: animal.id,
      treatmentDate: dayFromToday(0),
      nextTreatment: dayFromToday(21),
    });
    details = (await call('GET', `animals/details/${animal.id}`, { token: me.token })).body.data;
    expect(details.latestVisit).toBe(dayFromToday(0));
    expect(details.nextVisit).toBe(dayFromToday(21));
  });

  it('animals/details lists its journals, newest first', async () => {
    const { animal } = await horse(me);
    const older = (await create(me, { animalId: animal.id, treatmentDate: '2026-01-05' })).body.data;
    const newer = (await create(me, { animalId: animal.id, treatmentDate: '2026-02-05', sign: true })).body
      .data;
    const details = (await call('GET', `animals/details/${animal.id}`, { token: me.token })).body.data;
    expect(details.journals).toMatchObject([
      { id: newer.id, referenceNumber: newer.referenceNumber, status: 'signed', animal: { id: animal.id } },
      { id: older.id, status: 'draft', createdBy: expect.any(String) },
    ]);
  });

  it('reads one hoof across its journals: findings and treatments on it, newest first, amendments applied', async () => {
    const { animal } = await horse(me);
    await create(me, {
      animalId: animal.id,
      treatmentDate: '2026-01-05',
      hoofFindings: [
        { hoof: 'LF', findings: 'Spricka' },
        { hoof: 'RH', findings: 'Fin' },
      ],
      treatments: [
        { treatment: 'Verkning', hoof: 'LF' },
        { treatment: 'Sko', hoof: 'RF' },
      ],
    });
    const second = (
      await create(me, {
        animalId: animal.id,
        treatmentDate: '2026-02-05',
        hoofFindings: [{ hoof: 'LF', findings: 'Sprickan läker' }],
        sign: true,
      })
    ).body.data;
    await create(me, {
      animalId: animal.id,
      treatmentDate: '2026-03-05',
      hoofFindings: [{ hoof: 'RF', findings: 'Ok' }],
    });
    await call('PUT', `journals/update/${second.id}`, {
      token: me.token,
      body: journalBody({
        animalId: animal.id,
        treatmentDate: '2026-02-05',
        hoofFindings: [{ hoof: 'LF', findings: 'Sprickan nästan läkt' }],
        amendmentReason: 'Förtydligande',
      }),
    });
    const res = await call('GET', `journals/hoof-history?animalId=${animal.id}&hoof=LF`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject([
      { treatmentDate: '2026-02-05', findings: 'Sprickan nästan läkt', treatments: [] },
      { treatmentDate: '2026-01-05', findings: 'Spricka', treatments: [{ treatment: 'Verkning' }] },
    ]);
    const bad = await call('GET', `journals/hoof-history?animalId=${animal.id}&hoof=XX`, { token: me.token });
    expect(bad.status).toBe(422);
  });
});

describe('another tenant’s journal', () => {
  it('is 404 on every {id} route, and nothing changes', async () => {
    const { animal } = await horse(other);
    const theirs = (await create(other, { animalId: animal.id })).body.data;
    const theirsSigned = (await create(other, { animalId: animal.id, sign: true })).body.data;
    const mine = await horse(me);
    const tries = [
      call('GET', `journals/details/${theirs.id}`, { token: me.token }),
      call('PUT', `journals/update/${theirs.id}`, {
        token: me.token,
        body: journalBody({ animalId: mine.animal.id }),
      }),
      call('PUT', `journals/update/${theirsSigned.id}`, {
        token: me.token,
        body: journalBody({ animalId: mine.animal.id, amendmentReason: 'x' }),
      }),
      call('DELETE', `journals/delete/${theirs.id}`, { token: me.token }),
      call('DELETE', `journals/delete/${theirsSigned.id}`, { token: me.token }),
      call('POST', `journals/sign/${theirs.id}`, { token: me.token }),
      call('GET', `journals/verify/${theirsSigned.id}`, { token: me.token }),
      call('GET', `journals/history/${theirs.id}`, { token: me.token }),
    ];
    expect((await Promise.all(tries)).map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const hoof = await call('GET', `journals/hoof-history?animalId=${animal.id}&hoof=LF`, {
      token: me.token,
    });
    expect(hoof.body.data).toEqual([]);
    const still = await call('GET', `journals/details/${theirs.id}`, { token: other.token });
    expect(still.body.data).toEqual(theirs.outcome === 0 ? (({ outcome: _, ...j }) => j)(theirs) : theirs);
    const [row] = await systemDb()
      .select({ status: journals.status })
      .from(journals)
      .where(and(eq(journals.id, theirs.id), eq(journals.ferrierId, other.ferrierId)));
    expect(row?.status).toBe('draft');
  });
});
