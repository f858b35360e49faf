// Sharing journals without an account: the options of a new share link, the links as the journal's page lists them,
// their views, and the read-only journal(s) a link opens (/{locale}/shared/{code}). The shared view is the journal as
// it reads now, less what only the account may see: the keeper's phone and address (unless the farrier chose to
// show them), photos and attachments (served to the owning account only), sendings and internal ids.
import { z } from 'zod';
import { journalSchema } from './journal';

export const SHARE_LIMITS = { expiresInDaysMin: 1, expiresInDaysMax: 365, expiresInDaysDefault: 30 } as const;

/** journals/{id}/share and share-codes/{id}/generate: how long the link works, and whether the keeper's contact shows. */
export const shareInput = z.object({
  expiresInDays: z
    .number({ error: 'sharing.errors.expiresInDays' })
    .int('sharing.errors.expiresInDays')
    .min(SHARE_LIMITS.expiresInDaysMin, 'sharing.errors.expiresInDays')
    .max(SHARE_LIMITS.expiresInDaysMax, 'sharing.errors.expiresInDays')
    .default(SHARE_LIMITS.expiresInDaysDefault)
    .meta({ description: 'Days the link works, 1–365 (default 30)' }),
  showKeeperContact: z
    .boolean({ error: 'validation.invalidType' })
    .default(false)
    .meta({ description: "Show the keeper's phone and address on the shared page (hidden by default)" }),
});
export type ShareInput = z.input<typeof shareInput>;

/** journals/{id}/unshare: no options (an empty object). */
export const unshareInput = z.object({});

/** A new share link: the code is shown here and on the journal's page, and kept on the server only as its hash. */
export const shareCreatedSchema = z
  .object({
    id: z.uuid(),
    code: z.string().meta({ example: 'Vq3n0o0pY3C2dQm8Lr5vWcF1xXkq2b9hT7sJ4uE6aZg' }),
    url: z
      .string()
      .meta({ description: 'The page that shows the journal(s): APP_URL/{locale}/shared/{code}' }),
    expiresAt: z.string(),
  })
  .meta({ id: 'ShareCreated' });
export type ShareCreated = z.output<typeof shareCreatedSchema>;

/** One link that still works. */
export const shareCodeSchema = z
  .object({
    id: z.uuid(),
    target: z.enum(['journal', 'animal']),
    journalId: z.uuid().nullable(),
    animalId: z.uuid().nullable(),
    url: z
      .string()
      .nullable()
      .meta({ description: 'The link again; null for a code made before codes were sealed' }),
    showKeeperContact: z.boolean(),
    expiresAt: z.string().nullable(),
    viewCount: z.number().int(),
    lastViewedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ShareCode' });
export type ShareCode = z.output<typeof shareCodeSchema>;

/** journals/{id}/unshare: how many links stopped working. */
export const unshareResultSchema = z.object({ revoked: z.number().int() });

/** share-codes/{id}/stats: the views of every link of a journal or animal, active or not. */
export const shareStatsSchema = z
  .object({
    viewCount: z.number().int(),
    lastViewedAt: z.string().nullable(),
    codes: z.array(
      shareCodeSchema.omit({ url: true }).extend({
        revokedAt: z.string().nullable(),
        active: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ShareStats' });
export type ShareStats = z.output<typeof shareStatsSchema>;

const J = journalSchema.shape;
/** A person without their id inside the account. */
const person = J.author.unwrap().omit({ id: true });
const contactHidden = { description: 'Null unless the link shows the keeper’s contact' };

/**
 * One journal as the shared page shows it: the journal's own shape (journalSchema) without internal ids, photos,
 * attachments, signatures' digests and sendings, and with the keeper's contact hidden unless chosen.
 */
export const sharedJournalSchema = journalSchema
  .pick({
    id: true,
    referenceNumber: true,
    status: true,
    treatmentDate: true,
    treatmentTime: true,
    anamnesis: true,
    findings: true,
    findingsMotion: true,
    findingsPalpation: true,
    diagnosis: true,
    healthCondition: true,
    lastTreatment: true,
    nextTreatment: true,
    followUpNotes: true,
    aftercare: true,
    notes: true,
    referral: true,
    hoofFindings: true,
    photoCount: true,
    signedAt: true,
    version: true,
    updatedAt: true,
  })
  .extend({
    animal: J.animal.omit({ id: true }),
    owner: J.owner.extend({
      address: J.owner.shape.address.meta(contactHidden),
      phone: J.owner.shape.phone.meta(contactHidden),
    }),
    treatments: z.array(J.treatments.element.omit({ id: true, photos: true, addedByAmendment: true })),
    pharmaceuticals: z.array(J.pharmaceuticals.element.omit({ id: true })),
    author: person.nullable(),
    signedBy: person.nullable(),
    amendments: z.array(J.amendments.element.extend({ author: person.nullable() })),
  });
export type SharedJournal = z.output<typeof sharedJournalSchema>;

/** shared/{code}: the journal, or the horse's journals newest first, and who shares them. */
export const sharedViewSchema = z
  .object({
    target: z.enum(['journal', 'animal']),
    company: z.object({ name: z.string(), phone: z.string().nullable().meta({ description: 'E.164' }) }),
    animalName: z.string(),
    expiresAt: z.string().nullable(),
    journals: z.array(sharedJournalSchema),
  })
  .meta({ id: 'SharedView' });
export type SharedView = z.output<typeof sharedViewSchema>;
