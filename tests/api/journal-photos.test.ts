// A journal's photos and attachments (spec 5, 8, 9): the limits with the spec's messages in both languages, the
// 10 MB refusal, EXIF and GPS dropped, PDFs kept as sent and served as such, the counts kept, other accounts' 404
// and a signed journal that refuses every change.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { call, newIp } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { createPhotoJournal, signJournal, storedCounts } from '../support/photo-journals';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

const png = async (background = '#7a4b2a', width = 64) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width, height: 48, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

/** A phone photo as phones write them: a JPEG whose EXIF names the camera and holds the place (GPS). */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3d5a2a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Hovbook test camera', Model: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 51/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '17/1 38/1 0/1',
      },
    })
    .toBuffer();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

function photosForm(files: Blob[], data?: Record<string, unknown>) {
  const form = new FormData();
  if (data) form.set('data', JSON.stringify(data));
  files.forEach((f, i) => form.append('photos', f, `photo-${i}.png`));
  return form;
}

const upload = (
  owner: Owner,
  journalId: string,
  files: Blob[],
  data?: Record<string, unknown>,
  locale: 'en' | 'sv' = 'en',
) =>
  call('POST', `journals/${journalId}/photos`, { token: owner.token, raw: photosForm(files, data), locale });

function attach(owner: Owner, journalId: string, file: Blob, name?: string, locale: 'en' | 'sv' = 'en') {
  const form = new FormData();
  if (name !== undefined) form.set('data', JSON.stringify({ name }));
  form.set('file', file, 'document');
  return call('POST', `journals/${journalId}/attachments`, { token: owner.token, raw: form, locale });
}

/** The bytes of a file answer (the shared client reads answers as text). */
async function download(path: string, token: string) {
  const res = await apiApp().request(
    path,
    { headers: { authorization: `Bearer ${token}` } },
    { remoteAddress: newIp() },
  );
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const fileId = (url: string) => /files\/([0-9a-f-]{36})/.exec(url)![1]!;

describe('journals/{id}/photos: adding', () => {
  it('adds up to 4 photos to the general section, keeps the count and serves them to the account', async () => {
    const journal = await createPhotoJournal(me);
    const res = await upload(me, journal.id, [await png(), await png('#112233')]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ journalId: journal.id, locked: false, photoCount: 2 });
    expect(res.body.data.photos).toHaveLength(2);
    expect(res.body.data.treatments).toEqual([{ id: journal.treatmentIds[0], photoCount: 0, photos: [] }]);
    expect(await storedCounts(journal.id)).toEqual({
      general: 2,
      treatments: { [journal.treatmentIds[0]!]: 0 },
    });

    const [first] = res.body.data.photos as Array<{ url: string; thumbnailUrl: string }>;
    const file = await download(first!.url, me.token);
    expect([file.status, file.type]).toEqual([200, 'image/webp']);
    expect((await download(first!.thumbnailUrl, me.token)).status).toBe(200);

    const read = await call('GET', `journals/${journal.id}/photos`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(res.body.data);
  });

  it('shows in the journal’s details: photos per section with their counts, and attachments', async () => {
    const journal = await createPhotoJournal(me);
    const treatmentId = journal.treatmentIds[0]!;
    await upload(me, journal.id, [await png()]);
    await upload(me, journal.id, [await png(), await png()], { treatmentId });
    const media = (await attach(me, journal.id, new Blob([PDF]), 'Remiss')).body.data;
    const details = await call('GET', `journals/details/${journal.id}`, { token: me.token });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      photoCount: 1,
      photos: media.photos,
      attachments: media.attachments,
    });
    expect(details.body.data.treatments[0]).toMatchObject({
      id: treatmentId,
      photoCount: 2,
      photos: media.treatments[0].photos,
    });
  });

  it('re-encodes every photo: EXIF and GPS are gone', async () => {
    const journal = await createPhotoJournal(me);
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    // The test's own photo really carries the camera and the GPS directory (tag 0x8825, little-endian).
    expect(before.exif?.includes(Buffer.from('Hovbook test camera'))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(me, journal.id, [new Blob([new Uint8Array(original)], { type: 'image/jpeg' })]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await download(res.body.data.photos[0].url, me.token);
    const after = await sharp(stored.bytes).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('Hovbook test camera'))).toBe(false);
  });

  it('adds photos to a treatment and keeps the treatment’s count', async () => {
    const journal = await createPhotoJournal(me, { treatments: 2 });
    const [first, second] = journal.treatmentIds as [string, string];
    const res = await upload(me, journal.id, [await png(), await png(), await png()], {
      section: 'treatment',
      treatmentId: second,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.photoCount).toBe(0);
    expect(res.body.data.treatments.map((t: { photoCount: number }) => t.photoCount)).toEqual([0, 3]);
    // A treatmentId alone means that treatment.
    expect((await upload(me, journal.id, [await png()], { treatmentId: first })).status).toBe(201);
    expect(await storedCounts(journal.id)).toEqual({ general: 0, treatments: { [first]: 1, [second]: 3 } });
  });

  it.each([
    ['en', 'Up to 4 images at a time.'],
    ['sv', 'Högst 4 bilder åt gången.'],
  ] as const)('refuses more than 4 at a time (%s)', async (locale, message) => {
    const journal = await createPhotoJournal(me);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => png()));
    const res = await upload(me, journal.id, five, undefined, locale);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ photos: message });
    expect(await storedCounts(journal.id)).toMatchObject({ general: 0 });
  });

  it.each([
    ['en', 'Only 4 images in general section.'],
    ['sv', 'Högst 4 bilder i den allmänna delen.'],
  ] as const)('refuses a fifth photo in the general section (%s)', async (locale, message) => {
    const journal = await createPhotoJournal(me);
    expect((await upload(me, journal.id, [await png(), await png(), await png()])).status).toBe(201);
    const res = await upload(me, journal.id, [await png(), await png()], { section: 'general' }, locale);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ photos: message });
    expect((await upload(me, journal.id, [await png()])).status).toBe(201);
    expect(await storedCounts(journal.id)).toMatchObject({ general: 4 });
  });

  it.each([
    ['en', '4 images per treatment.'],
    ['sv', 'Högst 4 bilder per behandling.'],
  ] as const)('refuses a fifth photo of a treatment (%s)', async (locale, message) => {
    const journal = await createPhotoJournal(me);
    const treatmentId = journal.treatmentIds[0]!;
    const four = await Promise.all([1, 2, 3, 4].map(() => png()));
    expect((await upload(me, journal.id, four, { section: 'treatment', treatmentId })).status).toBe(201);
    const res = await upload(me, journal.id, [await png()], { section: 'treatment', treatmentId }, locale);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ photos: message });
    // The general section has places of its own.
    expect((await upload(me, journal.id, [await png()])).status).toBe(201);
    expect(await storedCounts(journal.id)).toEqual({ general: 1, treatments: { [treatmentId]: 4 } });
  });

  it.each([
    ['en', 'File size should not exceed 10MB.'],
    ['sv', 'Filen får inte vara större än 10 MB.'],
  ] as const)('refuses a photo over 10 MB and stores none of the upload (%s)', async (locale, message) => {
    const journal = await createPhotoJournal(me);
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    const res = await upload(me, journal.id, [await png(), big], undefined, locale);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ photos: message });
    const read = await call('GET', `journals/${journal.id}/photos`, { token: me.token });
    expect(read.body.data.photos).toEqual([]);
  });

  it('refuses what is not an image, an unknown treatment and a section without its treatment', async () => {
    const journal = await createPhotoJournal(me);
    const notAnImage = new Blob(['just text'], { type: 'image/png' });
    expect((await upload(me, journal.id, [notAnImage])).body.error.fields).toEqual({
      photos: 'Upload a JPEG, PNG or WebP image.',
    });
    const elsewhere = await createPhotoJournal(me);
    const res = await upload(me, journal.id, [await png()], { treatmentId: elsewhere.treatmentIds[0] }, 'sv');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ treatmentId: 'Behandlingen finns inte i journalen.' });
    const missing = await upload(me, journal.id, [await png()], { section: 'treatment' });
    expect(missing.body.error.fields).toEqual({ treatmentId: 'Choose the treatment the photos belong to.' });
    const none = await upload(me, journal.id, []);
    expect([none.status, none.body.error.fields]).toEqual([422, { photos: 'Choose at least one image.' }]);
    expect(await storedCounts(journal.id)).toMatchObject({ general: 0 });
  });
});

describe('journals/{id}/photos/{photoId}: removing', () => {
  it('removes the photo and its file and lowers the count', async () => {
    const journal = await createPhotoJournal(me);
    const treatmentId = journal.treatmentIds[0]!;
    await upload(me, journal.id, [await png(), await png()]);
    const added = await upload(me, journal.id, [await png()], { treatmentId });
    const photo = added.body.data.treatments[0].photos[0] as { id: string; url: string };
    const res = await call('DELETE', `journals/${journal.id}/photos/${photo.id}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.treatments[0]).toEqual({ id: treatmentId, photoCount: 0, photos: [] });
    expect(await storedCounts(journal.id)).toEqual({ general: 2, treatments: { [treatmentId]: 0 } });
    expect((await download(photo.url, me.token)).status).toBe(404);

    const general = res.body.data.photos[0] as { id: string };
    const again = await call('DELETE', `journals/${journal.id}/photos/${general.id}`, { token: me.token });
    expect(again.body.data.photoCount).toBe(1);
    // Gone is gone; an attachment is not a photo either.
    expect(
      (await call('DELETE', `journals/${journal.id}/photos/${photo.id}`, { token: me.token })).status,
    ).toBe(404);
  });
});

describe('journals/{id}/attachments', () => {
  it('keeps a PDF as sent and serves it as application/pdf; attachments are not photos', async () => {
    const journal = await createPhotoJournal(me);
    const res = await attach(
      me,
      journal.id,
      new Blob([PDF], { type: 'application/pdf' }),
      'Remiss från veterinären',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.photoCount).toBe(0);
    expect(res.body.data.photos).toEqual([]);
    const [attachment] = res.body.data.attachments as Array<{
      id: string;
      url: string;
      name: string;
      mimeType: string;
    }>;
    expect(attachment).toMatchObject({ name: 'Remiss från veterinären', mimeType: 'application/pdf' });
    const file = await download(attachment!.url, me.token);
    expect([file.status, file.type]).toEqual([200, 'application/pdf']);
    expect(file.bytes.equals(PDF)).toBe(true);

    // A photo can't be removed through the attachments' path, nor an attachment through the photos'.
    expect(
      (await call('DELETE', `journals/${journal.id}/photos/${attachment!.id}`, { token: me.token })).status,
    ).toBe(404);
    const removed = await call('DELETE', `journals/${journal.id}/attachments/${attachment!.id}`, {
      token: me.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.attachments).toEqual([]);
    expect((await download(attachment!.url, me.token)).status).toBe(404);
  });

  it('re-encodes an image attachment (GPS gone) and names it by its file without a name', async () => {
    const journal = await createPhotoJournal(me);
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(await photoWithGps())], { type: 'image/jpeg' }),
      'röntgen-vf.jpg',
    );
    const res = await call('POST', `journals/${journal.id}/attachments`, { token: me.token, raw: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.attachments[0]).toMatchObject({ name: 'röntgen-vf.jpg', mimeType: 'image/webp' });
    const stored = await download(res.body.data.attachments[0].url, me.token);
    expect((await sharp(stored.bytes).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['en', 'Attach a PDF or an image (JPEG, PNG or WebP).'],
    ['sv', 'Bifoga en PDF eller en bild (JPEG, PNG eller WebP).'],
  ] as const)('refuses a file that is neither a PDF nor an image (%s)', async (locale, message) => {
    const journal = await createPhotoJournal(me);
    const fake = new Blob(['<html>not a pdf</html>'], { type: 'application/pdf' });
    const res = await attach(me, journal.id, fake, 'Provsvar', locale);
    expect([res.status, res.body.error.fields]).toEqual([422, { file: message }]);
    const big = new Blob([PDF, new Uint8Array(10 * 1024 * 1024)], { type: 'application/pdf' });
    expect((await attach(me, journal.id, big, 'Stor', locale)).status).toBe(422);
  });

  it('takes at most 10 attachments', async () => {
    const journal = await createPhotoJournal(me);
    for (let i = 0; i < 10; i++)
      expect((await attach(me, journal.id, new Blob([PDF]), `Bilaga ${i + 1}`)).status).toBe(201);
    const res = await attach(me, journal.id, new Blob([PDF]), 'Bilaga 11', 'sv');
    expect([res.status, res.body.error.fields]).toEqual([
      422,
      { file: 'En journal kan ha högst 10 bilagor.' },
    ]);
  });
});

describe('another account', () => {
  it('gets 404 for the journal, its photos, its attachments and their files, and changes nothing', async () => {
    const journal = await createPhotoJournal(me);
    const added = await upload(me, journal.id, [await png()]);
    const photo = added.body.data.photos[0] as { id: string; url: string };
    const attached = await attach(me, journal.id, new Blob([PDF]), 'Röntgen');
    const attachment = attached.body.data.attachments[0] as { id: string; url: string };

    const theirs = { token: other.token };
    expect((await call('GET', `journals/${journal.id}/photos`, theirs)).status).toBe(404);
    expect((await upload(other, journal.id, [await png()])).status).toBe(404);
    expect((await attach(other, journal.id, new Blob([PDF]), 'x')).status).toBe(404);
    expect((await call('DELETE', `journals/${journal.id}/photos/${photo.id}`, theirs)).status).toBe(404);
    expect((await call('DELETE', `journals/${journal.id}/attachments/${attachment.id}`, theirs)).status).toBe(
      404,
    );
    // Their own journal with my photo's id: not theirs either.
    const own = await createPhotoJournal(other);
    expect((await call('DELETE', `journals/${own.id}/photos/${photo.id}`, theirs)).status).toBe(404);
    expect((await download(photo.url, other.token)).status).toBe(404);
    expect((await download(attachment.url, other.token)).status).toBe(404);
    expect((await download(`/api/v1/files/${fileId(photo.url)}?size=thumb`, other.token)).status).toBe(404);

    const mine = await call('GET', `journals/${journal.id}/photos`, { token: me.token });
    expect(mine.body.data).toEqual(attached.body.data);
  });
});

describe('a signed journal', () => {
  it.each([
    [
      'en',
      'This journal is signed or sent, so its photos and attachments can no longer change.',
      'The journal is signed: say why it changes. The original stays readable.',
    ],
    [
      'sv',
      'Journalen är signerad eller skickad, så dess bilder och bilagor kan inte längre ändras.',
      'Journalen är signerad: ange varför den ändras. Originalet förblir läsbart.',
    ],
  ] as const)(
    'refuses every removal with 409 JOURNAL_LOCKED, and an addition without a reason with 422 (%s)',
    async (locale, message, reasonMessage) => {
      const journal = await createPhotoJournal(me);
      const treatmentId = journal.treatmentIds[0]!;
      await upload(me, journal.id, [await png()]);
      await upload(me, journal.id, [await png()], { treatmentId });
      const before = await attach(me, journal.id, new Blob([PDF]), 'Remiss');
      await signJournal(me, journal.id);
      const { photos, attachments, treatments } = before.body.data;

      // An addition after signing is an amendment: without its reason, nothing is added.
      const unexplained = [
        await upload(me, journal.id, [await png()], undefined, locale),
        await upload(me, journal.id, [await png()], { treatmentId }, locale),
        await attach(me, journal.id, new Blob([PDF]), 'Provsvar', locale),
      ];
      for (const res of unexplained) {
        expect(res.status).toBe(422);
        expect(res.body.error.fields).toEqual({ amendmentReason: reasonMessage });
      }
      const refused = [
        await call('DELETE', `journals/${journal.id}/photos/${photos[0].id}`, { token: me.token, locale }),
        await call('DELETE', `journals/${journal.id}/photos/${treatments[0].photos[0].id}`, {
          token: me.token,
          locale,
        }),
        await call('DELETE', `journals/${journal.id}/attachments/${attachments[0].id}`, {
          token: me.token,
          locale,
        }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('JOURNAL_LOCKED');
        expect(res.body.error.message).toContain(message);
      }
      const after = await call('GET', `journals/${journal.id}/photos`, { token: me.token });
      expect(after.body.data).toEqual({ ...before.body.data, locked: true });
      expect(await storedCounts(journal.id)).toEqual({ general: 1, treatments: { [treatmentId]: 1 } });
      expect((await download(photos[0].url, me.token)).status).toBe(200);
    },
  );
});
