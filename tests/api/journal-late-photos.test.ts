// Photos and attachments after signing (swedish-rules §1): the X-ray or after-photo that arrives a day later is added
// to a signed journal as an amendment — with its reason, signed by its author, shown as such — never in place: every
// version still verifies, removing stays refused, and the database takes a late photo only as that amendment's.
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { createPhotoJournal, signJournal, storedCounts } from '../support/photo-journals';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

const png = async (background = '#5a3b2a') =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 48, height: 32, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

function upload(owner: Owner, journalId: string, data: Record<string, unknown>, locale: 'en' | 'sv' = 'en') {
  return (async () => {
    const form = new FormData();
    form.set('data', JSON.stringify(data));
    form.append('photos', await png(), 'photo.png');
    return call('POST', `journals/${journalId}/photos`, { token: owner.token, raw: form, locale });
  })();
}

function attach(owner: Owner, journalId: string, data: Record<string, unknown>) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  form.set('file', new Blob([PDF]), 'xray.pdf');
  return call('POST', `journals/${journalId}/attachments`, { token: owner.token, raw: form });
}

const fileId = (url: string) => /files\/([0-9a-f-]{36})/.exec(url)![1]!;
const details = async (id: string) =>
  (await call('GET', `journals/details/${id}`, { token: me.token })).body.data;

/** A signed journal with one photo of its own (general) and one treatment. */
async function signedWithPhoto() {
  const journal = await createPhotoJournal(me);
  const first = await upload(me, journal.id, {});
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  await signJournal(me, journal.id);
  return { ...journal, ownPhoto: first.body.data.photos[0] as { id: string; url: string } };
}

describe('a photo added after signing', () => {
  it('is an amendment of the next version: its reason, author and date shown, every version still verifies', async () => {
    const journal = await signedWithPhoto();
    const reason = 'Röntgenbild från veterinären kom dagen efter';
    const res = await upload(me, journal.id, { amendmentReason: reason });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const media = res.body.data;
    expect(media.locked).toBe(true);
    expect(media.photoCount).toBe(2);
    expect(media.photos[0]).toMatchObject({ id: journal.ownPhoto.id });
    const late = media.photos[1];
    // Only the late one is marked: the first is part of the journal as signed.
    expect(media.addedAfterSigning).toEqual([
      { id: late.id, version: 2, at: expect.any(String), by: 'Åsa Lind-Berg', reason },
    ]);
    expect(Number.isNaN(Date.parse(media.addedAfterSigning[0].at))).toBe(false);
    expect(await storedCounts(journal.id)).toMatchObject({ general: 2 });

    const journalNow = await details(journal.id);
    expect(journalNow.version).toBe(2);
    expect(journalNow.signatures.map((s: { version: number }) => s.version)).toEqual([1, 2]);
    expect(journalNow.amendments).toEqual([
      expect.objectContaining({
        version: 2,
        reason,
        author: expect.objectContaining({ id: me.userId }),
        changes: [
          {
            field: 'photos',
            previous: [fileId(journal.ownPhoto.url)],
            next: [fileId(journal.ownPhoto.url), fileId(late.url)],
          },
        ],
      }),
    ]);
    const history = await call('GET', `journals/history/${journal.id}`, { token: me.token });
    expect(history.body.data.at(-1)).toMatchObject({
      action: 'updated',
      fields: ['photos'],
      user: { id: me.userId },
    });

    // A treatment's photo, an attachment, then a change of the text: each its own version; all of them verify.
    const treatmentId = journal.treatmentIds[0]!;
    const forTreatment = await upload(me, journal.id, {
      treatmentId,
      amendmentReason: 'Bild efter verkning',
    });
    expect(forTreatment.status, JSON.stringify(forTreatment.body)).toBe(201);
    expect(forTreatment.body.data.treatments[0]).toMatchObject({ photoCount: 1 });
    expect(forTreatment.body.data.addedAfterSigning[1]).toMatchObject({
      id: forTreatment.body.data.treatments[0].photos[0].id,
      version: 3,
    });
    const attached = await attach(me, journal.id, { name: 'Röntgen LF', amendmentReason: 'Röntgensvar' });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body.data.attachments[0]).toMatchObject({ name: 'Röntgen LF' });
    expect(attached.body.data.addedAfterSigning[2]).toMatchObject({
      id: attached.body.data.attachments[0].id,
      version: 4,
      reason: 'Röntgensvar',
    });
    const amended = await call('PUT', `journals/update/${journal.id}`, {
      token: me.token,
      body: {
        treatmentDate: journalNow.treatmentDate,
        animalId: journal.animalId,
        findings: 'Spricka i hornväggen, läker',
        treatments: journalNow.treatments.map((t: { id: string; treatment: string }) => ({
          id: t.id,
          treatment: t.treatment,
        })),
        amendmentReason: 'Uppföljning',
      },
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body.data.version).toBe(5);
    const verify = await call('GET', `journals/verify/${journal.id}`, { token: me.token });
    expect(verify.body.data.unchanged).toBe(true);
    expect(
      verify.body.data.versions.map((v: { version: number; unchanged: boolean }) => [v.version, v.unchanged]),
    ).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
    ]);

    // What was added after signing is kept as what was signed: it cannot be removed.
    const removal = await call('DELETE', `journals/${journal.id}/photos/${late.id}`, { token: me.token });
    expect([removal.status, removal.body.error.code]).toEqual([409, 'JOURNAL_LOCKED']);
  });

  it('needs its reason in the caller’s language, and adds nothing without it', async () => {
    const journal = await signedWithPhoto();
    const res = await upload(me, journal.id, { amendmentReason: '  ' }, 'sv');
    expect([res.status, res.body.error.fields]).toEqual([
      422,
      { amendmentReason: 'Journalen är signerad: ange varför den ändras. Originalet förblir läsbart.' },
    ]);
    expect((await details(journal.id)).version).toBe(1);
    expect(await storedCounts(journal.id)).toMatchObject({ general: 1 });
  });

  it('is 404 on another account’s journal, and adds nothing', async () => {
    const journal = await signedWithPhoto();
    const res = await upload(other, journal.id, { amendmentReason: 'Inte min' });
    expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const attached = await attach(other, journal.id, { amendmentReason: 'Inte min' });
    expect(attached.status).toBe(404);
    expect((await details(journal.id)).version).toBe(1);
  });
});

describe('the database', () => {
  /** The statement fails on the journals' trigger (the driver's error names it in its cause). */
  async function refuses(statement: ReturnType<typeof sql>) {
    const error = await systemDb()
      .execute(statement)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(String((error as { cause?: unknown } | null)?.cause ?? error)).toMatch(
      /signed or sent|not locked/,
    );
  }

  it('takes a late photo on a locked journal only as an amendment of its current version', async () => {
    const journal = await signedWithPhoto();
    const file = fileId(journal.ownPhoto.url);
    const insert = (version: number | null) => sql`
      insert into journal_photos (ferrier_id, journal_id, file_id, section, added_in_version)
      values (${me.ferrierId}, ${journal.id}, ${file}, 'general', ${version})`;
    await refuses(insert(null));
    await refuses(insert(1));
    // The next version, without its amendment (nor the journal's version moved on).
    await refuses(insert(2));
    await refuses(sql`update journal_photos set position = 7 where id = ${journal.ownPhoto.id}`);
    await refuses(sql`delete from journal_photos where id = ${journal.ownPhoto.id}`);
    await refuses(sql`update journals set photo_count = 3 where id = ${journal.id}`);
    await refuses(
      sql`update journal_treatments set treatment = 'Annat' where id = ${journal.treatmentIds[0]!}`,
    );

    // After a late photo, its version is the current one: a photo of an earlier version is refused too.
    expect((await upload(me, journal.id, { amendmentReason: 'Efterbild' })).status).toBe(201);
    await call('PUT', `journals/update/${journal.id}`, {
      token: me.token,
      body: {
        treatmentDate: (await details(journal.id)).treatmentDate,
        animalId: journal.animalId,
        findings: 'Ändrad',
        treatments: [{ id: journal.treatmentIds[0], treatment: 'Verkning 1' }],
        amendmentReason: 'Rättelse',
      },
    });
    await refuses(insert(2));
    expect(await storedCounts(journal.id)).toMatchObject({ general: 2 });
  });

  it('says which treatments an amendment added: they hold no photos of their own, the general section takes them', async () => {
    const journal = await signedWithPhoto();
    const now = await details(journal.id);
    const amended = await call('PUT', `journals/update/${journal.id}`, {
      token: me.token,
      body: {
        treatmentDate: now.treatmentDate,
        animalId: journal.animalId,
        treatments: [
          ...now.treatments.map((t: { id: string; treatment: string }) => ({
            id: t.id,
            treatment: t.treatment,
          })),
          { treatment: 'Skoning med sulskydd' },
        ],
        amendmentReason: 'Glömd behandling',
      },
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const [signed, added] = amended.body.data.treatments;
    expect(signed).toMatchObject({ id: journal.treatmentIds[0], addedByAmendment: false });
    expect(added).toMatchObject({ treatment: 'Skoning med sulskydd', addedByAmendment: true });
    const refused = await upload(me, journal.id, { treatmentId: added.id, amendmentReason: 'Bild' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty('treatmentId');
    const general = await upload(me, journal.id, { amendmentReason: 'Bild på sulskyddet' });
    expect(general.status, JSON.stringify(general.body)).toBe(201);
    expect(general.body.data.photoCount).toBe(2);
  });

  it('refuses a draft’s photo marked as an amendment', async () => {
    const journal = await createPhotoJournal(me);
    const first = await upload(me, journal.id, {});
    const file = fileId(first.body.data.photos[0].url);
    await refuses(sql`
      insert into journal_photos (ferrier_id, journal_id, file_id, section, added_in_version)
      values (${me.ferrierId}, ${journal.id}, ${file}, 'general', 2)`);
  });
});
