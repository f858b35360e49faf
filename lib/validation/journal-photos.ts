// A journal's photos and attachments (spec 5, 8, 9; SJVFS 2023:19 §1): what an upload names, the limits, and the
// answer every photo and attachment call gives — the journal's pictures and documents as they are now.
import { z } from 'zod';
import { JOURNAL_LIMITS, journalSchema } from './journal';
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
 * POST journals/{id}/photos: `data` of the multipart body. Without `section`, a `treatmentId` means the treatment's
 * photos and none the general section's.
 */
export const journalPhotoInput = z
  .object({
    section: optional(z.enum(JOURNAL_PHOTO_SECTIONS, { error: JOURNAL_PHOTO_MESSAGES.section })),
    treatmentId: optional(z.uuid('journalRules.treatment')),
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
  }))
  .meta({
    description:
      `Up to ${JOURNAL_LIMITS.photosPerUpload} images per upload, ${JOURNAL_LIMITS.photosGeneral} in the general ` +
      `section, ${JOURNAL_LIMITS.photosPerTreatment} per treatment, 10 MB each. section: general (default) or ` +
      'treatment (with treatmentId, one of the journal’s treatments).',
  });
export type JournalPhotoInput = z.input<typeof journalPhotoInput>;

/** POST journals/{id}/attachments: `data` of the multipart body; without a name, the file's own name is kept. */
export const journalAttachmentInput = z.object({
  name: optionalText(ATTACHMENT_NAME_MAX),
});
export type JournalAttachmentInput = z.input<typeof journalAttachmentInput>;

const photo = journalSchema.shape.photos.element;
const attachment = journalSchema.shape.attachments.element;

/** The journal's photos and attachments now: the answer of every photo and attachment call. */
export const journalMediaSchema = z
  .object({
    journalId: z.uuid(),
    /** Signed or sent: nothing may be added or removed (a change is an amendment). */
    locked: z.boolean(),
    photoCount: z.number().int().meta({ description: 'The general section’s photos' }),
    photos: z.array(photo).meta({ description: 'The general section’s photos, in upload order' }),
    treatments: z.array(z.object({ id: z.uuid(), photoCount: z.number().int(), photos: z.array(photo) })),
    attachments: z
      .array(attachment)
      .meta({ description: 'X-rays, referrals, lab results: not counted as photos' }),
  })
  .meta({ id: 'JournalMedia' });
export type JournalMedia = z.output<typeof journalMediaSchema>;
export type JournalPhoto = z.output<typeof photo>;
export type JournalAttachment = z.output<typeof attachment>;
