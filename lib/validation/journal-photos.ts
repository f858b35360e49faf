// A journal's photos and attachments (spec 5, 8, 9; SJVFS 2023:19 §1): what an upload names, the limits, and the
// answer every photo and attachment call gives — the journal's pictures and documents as they are now.
import { z } from 'zod';
import { JOURNAL_LIMITS, journalInput, journalSchema } from './journal';
import { optional, optionalText } from './fields';

export const JOURNAL_PHOTO_SECTIONS = ['general', 'treatment'] as const;
export type JournalPhotoSection = (typeof JOURNAL_PHOTO_SECTIONS)[number];

/** What an attachment may be: an image (re-encoded like a photo) or a PDF (stored as sent, after its magic bytes). */
export const ATTACHMENT_TYPES = ['image/*', 'application/pdf'] as const;
export const ATTACHMENT_NAME_MAX = 100;

/**
 * The spec's messages for the photo limits (spec 8), one key per rule, in messages/<lang>/journalPhotos.json. The
 * size rule is the app's own "File size should not exceed 10MB." (validation.fileTooLarge), as for every upload.
 */
export const JOURNAL_PHOTO_MESSAGES = {
  perUpload: 'journalPhotos.perUpload',
  general: 'journalPhotos.generalFull',
  perTreatment: 'journalPhotos.treatmentFull',
  attachments: 'journalPhotos.attachmentsFull',
  none: 'journalPhotos.noPhotos',
  noFile: 'journalPhotos.noFile',
  attachmentType: 'journalPhotos.attachmentType',
  treatmentRequired: 'journalPhotos.treatmentRequired',
  treatmentNotGeneral: 'journalPhotos.treatmentNotGeneral',
  section: 'journalPhotos.section',
  tooLarge: 'validation.fileTooLarge',
} as const;

/**
 * A photo or attachment added to a signed or sent journal: why (required then). It is added as an amendment of the
 * journal's next version, signed by its author, as a change of its text would be.
 */
const amendmentReason = journalInput.shape.amendmentReason.meta({
  description: 'Required on a signed or sent journal: why the file is added after signing (≤ 500 characters)',
});

/**
 * POST journals/{id}/photos: `data` of the multipart body. Without `section`, a `treatmentId` means the treatment's
 * photos and none the general section's.
 */
export const journalPhotoInput = z
  .object({
    section: optional(z.enum(JOURNAL_PHOTO_SECTIONS, { error: JOURNAL_PHOTO_MESSAGES.section })),
    treatmentId: optional(z.uuid('journalRules.treatment')),
    amendmentReason,
  })
  .superRefine((v, ctx) => {
    if (v.section === 'treatment' && !v.treatmentId)
      ctx.addIssue({
        code: 'custom',
        path: ['treatmentId'],
        message: JOURNAL_PHOTO_MESSAGES.treatmentRequired,
      });
    if (v.section === 'general' && v.treatmentId)
      ctx.addIssue({
        code: 'custom',
        path: ['treatmentId'],
        message: JOURNAL_PHOTO_MESSAGES.treatmentNotGeneral,
      });
  })
  .transform((v) => ({
    section: v.section ?? (v.treatmentId ? 'treatment' : 'general'),
    treatmentId: v.treatmentId,
    amendmentReason: v.amendmentReason,
  }))
  .meta({
    description:
      `Up to ${JOURNAL_LIMITS.photosPerUpload} images per upload, ${JOURNAL_LIMITS.photosGeneral} in the general ` +
      `section, ${JOURNAL_LIMITS.photosPerTreatment} per treatment, 10 MB each. section: general (default) or ` +
      'treatment (with treatmentId, one of the journal’s treatments). On a signed or sent journal, amendmentReason ' +
      'is required: the photos are added as an amendment of its next version.',
  });
export type JournalPhotoInput = z.input<typeof journalPhotoInput>;

/** POST journals/{id}/attachments: `data` of the multipart body; without a name, the file's own name is kept. */
export const journalAttachmentInput = z.object({
  name: optionalText(ATTACHMENT_NAME_MAX),
  amendmentReason,
});
export type JournalAttachmentInput = z.input<typeof journalAttachmentInput>;

const photo = journalSchema.shape.photos.element;
const attachment = journalSchema.shape.attachments.element;

/** A photo or attachment added after signing: by which amendment (version), when, by whom, why. */
const lateAddition = z.object({
  id: z.uuid().meta({ description: 'The photo’s or attachment’s id' }),
  version: z.number().int(),
  at: z.string(),
  by: z.string().nullable().meta({ description: 'The author’s name; null for a user since removed' }),
  reason: z.string().nullable(),
});

/** The journal's photos and attachments now: the answer of every photo and attachment call. */
export const journalMediaSchema = z
  .object({
    journalId: z.uuid(),
    /** Signed or sent: nothing may be removed, and a file is added only as an amendment (with amendmentReason). */
    locked: z.boolean(),
    photoCount: z.number().int().meta({ description: 'The general section’s photos' }),
    photos: z.array(photo).meta({ description: 'The general section’s photos, in upload order' }),
    treatments: z.array(z.object({ id: z.uuid(), photoCount: z.number().int(), photos: z.array(photo) })),
    attachments: z
      .array(attachment)
      .meta({ description: 'X-rays, referrals, lab results: not counted as photos' }),
    addedAfterSigning: z.array(lateAddition).meta({
      description:
        'The photos and attachments added after signing, each by an amendment (journal_amendments: photos, ' +
        'attachments); the others are part of the journal as signed',
    }),
  })
  .meta({ id: 'JournalMedia' });
export type JournalMedia = z.output<typeof journalMediaSchema>;
export type JournalPhoto = z.output<typeof photo>;
export type JournalAttachment = z.output<typeof attachment>;
export type LateAddition = z.output<typeof lateAddition>;

/** The amendments' fields that add files after signing: their values are lists of file ids, shown as counts. */
export const FILE_FIELDS = ['photos', 'attachments'] as const;
export type FileField = (typeof FILE_FIELDS)[number];
export const isFileField = (field: string): field is FileField =>
  (FILE_FIELDS as readonly string[]).includes(field);
/** How many files a file field's value lists (0 when it lists none). */
export const fileCount = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
