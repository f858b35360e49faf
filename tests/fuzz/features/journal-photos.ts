// The fuzz's journal photos and attachments (journals/{id}/photos, journals/{id}/attachments): a draft journal with a
// photo and an attachment. A successful upload takes a fresh journal for the next request, so the photo limits
// (4 per section, 10 attachments) never turn the valid request into a refused one.
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { createPhotoJournal as createJournal } from '../../support/photo-journals';
import { defineFuzz } from '../support/feature';
import { png } from '../support/png';
import type { Account, Tenant } from '../support/tenants';

const PDF = new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n']);

async function addPhoto(owner: { token: string }, journalId: string): Promise<string> {
  const form = new FormData();
  form.append('photos', await png(), 'photo.png');
  const res = await call('POST', `journals/${journalId}/photos`, { token: owner.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data.photos as Array<{ id: string }>).at(-1)!.id;
}

async function addAttachment(owner: { token: string }, journalId: string): Promise<string> {
  const form = new FormData();
  form.set('data', JSON.stringify({ name: 'Remiss' }));
  form.set('file', PDF, 'remiss.pdf');
  const res = await call('POST', `journals/${journalId}/attachments`, { token: owner.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data.attachments as Array<{ id: string }>).at(-1)!.id;
}

/** A draft journal of the account with a photo and an attachment. */
async function createPhotoJournal(owner: Account): Promise<string> {
  const { id } = await createJournal(owner);
  await addPhoto(owner, id);
  await addAttachment(owner, id);
  return id;
}

/** The journal's first photo or attachment, one added when a case removed the last. */
async function firstOf(t: Tenant, list: 'photos' | 'attachments'): Promise<string> {
  const journalId = await t.id('photoJournal');
  const res = await call('GET', `journals/${journalId}/photos`, { token: t.token });
  const first = (res.body?.data?.[list] as Array<{ id: string }> | undefined)?.[0]?.id;
  if (first) return first;
  return list === 'photos' ? addPhoto(t, journalId) : addAttachment(t, journalId);
}

const freshJournal = (t: Tenant) => t.forget('photoJournal');

export default defineFuzz({
  kinds: {
    photoJournal: { table: 'journals', create: createPhotoJournal },
    journalTreatment: {
      table: 'journal_treatments',
      create: async (owner) => (await createJournal(owner)).treatmentIds[0]!,
    },
  },
  idFields: { treatmentId: 'journalTreatment' },
  entries: {
    'GET /journals/{id}/photos': { id: 'photoJournal' },
    'POST /journals/{id}/photos': {
      id: 'photoJournal',
      body: () => ({ section: 'general' }),
      // As JSON the fields come without an image: refused on `photos` (the multipart cases upload real ones).
      baselineStatus: [422],
      after2xx: freshJournal,
    },
    'DELETE /journals/{id}/photos/{photoId}': {
      id: 'photoJournal',
      params: async (t) => ({ photoId: await firstOf(t, 'photos') }),
    },
    'POST /journals/{id}/attachments': {
      id: 'photoJournal',
      body: () => ({ name: 'Röntgen vänster fram' }),
      baselineStatus: [422],
      after2xx: freshJournal,
    },
    'DELETE /journals/{id}/attachments/{attachmentId}': {
      id: 'photoJournal',
      params: async (t) => ({ attachmentId: await firstOf(t, 'attachments') }),
    },
  },
});
