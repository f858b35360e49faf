// A journal's photos and attachments (spec 5, 7–9): uploaded as multipart (`data`, the fields as JSON, beside the
// files), re-encoded on the server, served by GET files/{id} to the owning account only. Every call answers the
// journal's photos and attachments as they are now. A signed or sent journal refuses every change (409).
import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';
import {
  journalAttachmentInput,
  journalMediaSchema,
  journalPhotoInput,
} from '@/lib/validation/journal-photos';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { addJournalAttachment } from '@/server/journals/photos/add-journal-attachment';
import { addJournalPhotos } from '@/server/journals/photos/add-journal-photos';
import { readJournalMedia } from '@/server/journals/photos/journal-media';
import { removeJournalAttachment, removeJournalPhoto } from '@/server/journals/photos/remove-journal-media';
import { apiRoutes } from '../api-routes';
import { bodyKind } from '../media-type';
import { UPLOAD_LIMIT_BYTES, acceptsUpload } from '../middleware/body-guard';
import { conflictResponse, dataOf, idParam } from '../openapi';
import { validated } from '../request-input';
import { strictInput } from '../strict-input';
import type { AppEnv } from '../types';
import { zodFields } from '../validation';

const routes = apiRoutes({ tag: 'Journals' });
export const journalPhotoRoutes = routes.app;

/** Four images of 10 MB and the fields around them. */
const PHOTOS_LIMIT_BYTES = JOURNAL_LIMITS.photosPerUpload * JOURNAL_LIMITS.photoBytesMax + 1024 * 1024;

const LOCKED = conflictResponse(
  'JOURNAL_LOCKED: the journal is signed or sent; its photos and attachments cannot change',
);

const uuidParam = (name: string) =>
  z.uuid().openapi({ param: { name, in: 'path' }, example: '5d1c7a0e-2f4b-4c8e-9d3a-7b6e1f0a2c94' });

const binary = (description: string) =>
  z.any().optional().openapi({ type: 'string', format: 'binary', description });

/**
 * An upload body: multipart with `data` (the fields as a JSON string) and the file parts, or the fields alone as JSON
 * (which uploads nothing: refused with the missing file's message, after the journal is found). Not `required`: the
 * library would then run the JSON validator on multipart requests too (request-input.ts, uploadBody).
 */
function uploadBody(schema: z.ZodType, data: string, files: Record<string, string>, description: string) {
  const parts = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, binary(text)]));
  return {
    description,
    content: {
      'application/json': { schema: strictInput(schema) },
      'multipart/form-data': {
        schema: strictInput(
          z.object({ data: z.string().optional().openapi({ description: data }), ...parts }),
        ),
      },
    },
  };
}

/** The body of an upload: its fields checked by `schema`, and the files of part `name` (sent once or repeated). */
function readParts<S extends z.ZodType>(c: Context<AppEnv>, schema: S, name: string) {
  const kind = bodyKind(c.req.header('content-type'));
  if (kind === 'json') return { input: validated<z.output<S>>(c, 'json'), files: [] as File[] };
  if (kind !== 'multipart')
    return { input: strictInput(schema).parse({}) as z.output<S>, files: [] as File[] };
  const form = validated<Record<string, unknown>>(c, 'form');
  const sent = form[name];
  const values = sent === undefined || sent === '' ? [] : Array.isArray(sent) ? sent : [sent];
  if (values.some((v) => !(v instanceof File)))
    throw new AppError('VALIDATION_FAILED', { [name]: 'validation.image' });
  let fields: unknown = {};
  if (typeof form.data === 'string' && form.data.trim()) {
    try {
      fields = JSON.parse(form.data);
    } catch {
      throw new AppError('MALFORMED_JSON');
    }
  }
  const parsed = strictInput(schema).safeParse(fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', zodFields(parsed.error, fields));
  return { input: parsed.data as z.output<S>, files: values as File[] };
}

const media = (description: string) => dataOf(journalMediaSchema, description);

// GET /journals/{id}/photos — the journal's photos (general and per treatment) and attachments
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'get',
    path: '/journals/{id}/photos',
    summary: 'A journal’s photos, per section, and its attachments',
    request: { params: idParam },
    responses: { 200: media('The journal’s photos and attachments') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => readJournalMedia(ctx, id)) }, 200);
  },
);

// POST /journals/{id}/photos — up to 4 images into the general section or one treatment's
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'post',
    path: '/journals/{id}/photos',
    summary:
      'Add photos to a journal: up to 4 at a time, 4 in the general section, 4 per treatment, 10 MB each',
    description:
      'Multipart: `data` holds `{ "section": "general" | "treatment", "treatmentId" }` as JSON (without it, the ' +
      'general section), and `photos` one image per part (repeat the part, up to 4). Each image is re-encoded ' +
      '(EXIF and GPS dropped) and served by GET files/{id} to your account only. A limit passed is 422 on `photos` ' +
      'with the spec’s message; a signed or sent journal is 409.',
    before: [acceptsUpload(PHOTOS_LIMIT_BYTES)],
    request: {
      params: idParam,
      body: uploadBody(
        journalPhotoInput,
        'The fields as a JSON string: section (general | treatment) and treatmentId',
        { photos: 'An image ≤ 10 MB; repeat the part for each image (up to 4)' },
        'Multipart: `data` and `photos`',
      ),
    },
    responses: { 201: media('The journal’s photos and attachments, the new ones included'), ...LOCKED },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    const { input, files } = readParts(c, journalPhotoInput, 'photos');
    return c.json(
      { data: await inTenant(c.var.auth, (ctx) => addJournalPhotos(ctx, { id, input, files })) },
      201,
    );
  },
);

// DELETE /journals/{id}/photos/{photoId} — one photo out of an unsigned journal
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'delete',
    path: '/journals/{id}/photos/{photoId}',
    summary: 'Remove a photo from a journal (its stored file goes too)',
    request: { params: idParam.extend({ photoId: uuidParam('photoId') }) },
    responses: { 200: media('The journal’s photos and attachments now'), ...LOCKED },
  },
  async (c) => {
    const { id, photoId } = c.req.valid('param');
    return c.json(
      { data: await inTenant(c.var.auth, (ctx) => removeJournalPhoto(ctx, { id, photoId })) },
      200,
    );
  },
);

// POST /journals/{id}/attachments — an X-ray, referral or lab result: a PDF (kept as sent) or an image (re-encoded)
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'post',
    path: '/journals/{id}/attachments',
    summary: `Attach a PDF or an image to a journal (≤ 10 MB, at most ${JOURNAL_LIMITS.attachmentsMax})`,
    description:
      'Multipart: `data` holds `{ "name": "Röntgen LF" }` as JSON (without a name, the file’s own), and `file` the ' +
      'document. A PDF is kept as sent (checked by its first bytes) and served as application/pdf; an image is ' +
      're-encoded like a photo. Attachments do not count as photos. A signed or sent journal is 409.',
    before: [acceptsUpload(UPLOAD_LIMIT_BYTES)],
    request: {
      params: idParam,
      body: uploadBody(
        journalAttachmentInput,
        'The fields as a JSON string: name (≤ 100 characters)',
        { file: 'A PDF or an image, ≤ 10 MB' },
        'Multipart: `data` and `file`',
      ),
    },
    responses: { 201: media('The journal’s photos and attachments, the new one included'), ...LOCKED },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    const { input, files } = readParts(c, journalAttachmentInput, 'file');
    if (files.length > 1) throw new AppError('VALIDATION_FAILED', { file: 'journalPhotos.noFile' });
    return c.json(
      { data: await inTenant(c.var.auth, (ctx) => addJournalAttachment(ctx, { id, input, file: files[0] })) },
      201,
    );
  },
);

// DELETE /journals/{id}/attachments/{attachmentId} — one attachment out of an unsigned journal
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'delete',
    path: '/journals/{id}/attachments/{attachmentId}',
    summary: 'Remove an attachment from a journal (its stored file goes too)',
    request: { params: idParam.extend({ attachmentId: uuidParam('attachmentId') }) },
    responses: { 200: media('The journal’s photos and attachments now'), ...LOCKED },
  },
  async (c) => {
    const { id, attachmentId } = c.req.valid('param');
    return c.json(
      { data: await inTenant(c.var.auth, (ctx) => removeJournalAttachment(ctx, { id, attachmentId })) },
      200,
    );
  },
);
