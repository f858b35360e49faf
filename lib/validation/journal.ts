// Treatment journals (spec 3, 5; SJVFS 2023:19, ../shared/domain/swedish-rules.md §1): the rules a journal's fields
// follow, shared by the form and the API, and the journal's shape as the API answers it. A journal is a record with a
// life: a draft until signed; signed (or sent) it is locked, and a change is an amendment kept beside the original.
import { z } from 'zod';
import { defineRecordLife } from '@/lib/records/record-life';
import { todayInStockholm } from '@/lib/time-zone';
import { isoDate, isRealIsoDate } from './dates';
import { optional, optionalText, requiredText } from './fields';
import { periodListQuery } from './list';
import { plainDate, timestamps } from './response';

export const JOURNAL_STATUSES = ['draft', 'signed'] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];

/** A draft is signed once; there is no way back (a change after signing is an amendment, not an unsigning). */
export const JOURNAL_LIFE = defineRecordLife({
  kind: 'journal',
  statuses: JOURNAL_STATUSES,
  transitions: { draft: ['signed'], signed: [] },
  series: 'J',
});

/** Spec 5's lengths; referral and diagnosis (record rules) as long as the other free texts. */
export const JOURNAL_LIMITS = {
  textMax: 2000,
  findingsPartMax: 1000,
  followUpMax: 500,
  healthConditionMax: 200,
  treatmentMax: 200,
  materialsMax: 500,
  dosageMax: 200,
  pharmaceuticalShortMax: 50,
  hoofFindingsMax: 1000,
  amendmentReasonMax: 500,
  linesMax: 20,
  /** Spec 8/9: four photos per upload, four in the general section, four per treatment, 10 MB each. */
  photosPerUpload: 4,
  photosGeneral: 4,
  photosPerTreatment: 4,
  photoBytesMax: 10 * 1024 * 1024,
  attachmentsMax: 10,
} as const;

/** Left front, right front, left hind, right hind. */
export const HOOVES = ['LF', 'RF', 'LH', 'RH'] as const;
export type Hoof = (typeof HOOVES)[number];

/**
 * Spec 4's create outcomes: added (0), signed and added (1), sent and added (2). Sending signs first, so what the
 * keeper receives is the signed record.
 */
export const JOURNAL_OUTCOMES = { added: 0, signedAndAdded: 1, sentAndAdded: 2 } as const;

const text = (max: number, tooLong = 'journalRules.tooLong') => optionalText(max, { tooLong });

/** A last treatment is not in the future, a next one not in the past (Swedish days). */
const pastDate = () =>
  isoDate().refine((v) => !isRealIsoDate(v) || v <= todayInStockholm(), 'journalRules.lastTreatmentFuture');
const comingDate = () =>
  isoDate().refine((v) => !isRealIsoDate(v) || v >= todayInStockholm(), 'journalRules.nextTreatmentPast');

const treatmentLine = z.object({
  /** An existing treatment's id keeps it, and its photos; a line without one is new. */
  id: optional(z.uuid('journalRules.treatment')),
  treatment: requiredText(JOURNAL_LIMITS.treatmentMax, { tooLong: 'journalRules.tooLong' }),
  materials: text(JOURNAL_LIMITS.materialsMax),
  notes: text(JOURNAL_LIMITS.textMax),
  hoof: optional(z.enum(HOOVES, { error: 'journalRules.hoof' })),
});

const pharmaceuticalLine = z.object({
  name: requiredText(JOURNAL_LIMITS.pharmaceuticalShortMax, { tooLong: 'journalRules.tooLong' }),
  strength: text(JOURNAL_LIMITS.pharmaceuticalShortMax),
  dosage: text(JOURNAL_LIMITS.dosageMax),
  length: text(JOURNAL_LIMITS.pharmaceuticalShortMax),
  // Karenstid must be written down even when it is 0 days: required, never defaulted.
  withdrawalPeriod: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'journalRules.withdrawalRequired' })
      .trim()
      .min(1, 'journalRules.withdrawalRequired')
      .max(JOURNAL_LIMITS.pharmaceuticalShortMax, 'journalRules.tooLong'),
  ),
});

const hoofFinding = z.object({
  hoof: z.enum(HOOVES, { error: 'journalRules.hoof' }),
  findings: requiredText(JOURNAL_LIMITS.hoofFindingsMax, { tooLong: 'journalRules.tooLong' }),
});

const lines = <T extends z.ZodType>(line: T) =>
  optional(
    z.array(line, { error: 'validation.invalidType' }).max(JOURNAL_LIMITS.linesMax, 'validation.tooMany'),
  );

/** The journal's own fields, as the form sends them and a template holds them. */
export const journalFields = z.object({
  treatmentDate: isoDate(),
  /** HH:MM, the time of the visit (the record rules ask for it when possible). */
  treatmentTime: optional(
    z
      .string()
      .trim()
      .regex(/^([01]?\d|2[0-3])[:.][0-5]\d$/, 'validation.time')
      .transform((v) => v.replace('.', ':').padStart(5, '0')),
  ),
  animalId: z.uuid('validation.animal'),
  /** The keeper; left out, the animal's owner. */
  customerId: optional(z.uuid('validation.customer')),
  bookingId: optional(z.uuid('journalRules.booking')),
  anamnesis: text(JOURNAL_LIMITS.textMax),
  findings: text(JOURNAL_LIMITS.textMax),
  findingsMotion: text(JOURNAL_LIMITS.findingsPartMax),
  findingsPalpation: text(JOURNAL_LIMITS.findingsPartMax),
  diagnosis: text(JOURNAL_LIMITS.textMax),
  healthCondition: text(JOURNAL_LIMITS.healthConditionMax),
  lastTreatment: optional(pastDate()),
  nextTreatment: optional(comingDate()),
  followUpNotes: text(JOURNAL_LIMITS.followUpMax),
  aftercare: text(JOURNAL_LIMITS.textMax),
  notes: text(JOURNAL_LIMITS.textMax),
  referral: text(JOURNAL_LIMITS.textMax),
  hoofFindings: lines(hoofFinding),
  treatments: lines(treatmentLine),
  pharmaceuticals: lines(pharmaceuticalLine),
});

const uniqueHooves = (v: { hoofFindings?: { hoof: Hoof }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<Hoof>();
  v.hoofFindings?.forEach(({ hoof }, i) => {
    if (seen.has(hoof))
      ctx.addIssue({ code: 'custom', path: ['hoofFindings', i, 'hoof'], message: 'journalRules.hoofTwice' });
    seen.add(hoof);
  });
};

export const journalInput = journalFields
  .extend({
    /** Create only: sign at once (outcome 1), or sign and send to the keeper (outcome 2). */
    sign: z.boolean({ error: 'validation.invalidType' }).default(false),
    send: z.boolean({ error: 'validation.invalidType' }).default(false),
    /** Update of a signed or sent journal: why it changes (required then; kept with the amendment). */
    amendmentReason: text(JOURNAL_LIMITS.amendmentReasonMax),
  })
  .superRefine(uniqueHooves)
  .meta({
    description:
      'Treatment date required and real; last treatment not in the future, next not in the past; lengths of spec 5 ' +
      '(2000 / 1000 / 500 / 200 / 50); every pharmaceutical needs its withdrawal period, even "0 dagar". Keeper and ' +
      'animal are copied onto the journal as they are now. Updating a signed (locked) journal needs amendmentReason: ' +
      'the change is kept as a dated amendment beside the original.',
  });
export type JournalInput = z.input<typeof journalInput>;
export type JournalOutput = z.output<typeof journalInput>;

/** journals/list: ?status, ?animalId, ?customerId, a period of treatment dates, ?search (å/ä/ö folded), pages. */
export const journalListQuery = periodListQuery({
  status: z
    .enum(['all', 'signed', 'unsigned', 'sent', 'notSent'], { error: 'journalRules.statusFilter' })
    .default('all'),
  animalId: optional(z.uuid('validation.animal')),
  customerId: optional(z.uuid('validation.customer')),
});
export type JournalListQuery = z.output<typeof journalListQuery>;

const person = z.object({ id: z.uuid(), name: z.string(), title: z.string().nullable() });

const photo = z.object({
  id: z.uuid(),
  url: z.string().meta({ description: 'The image, for the owning account only' }),
  thumbnailUrl: z.string(),
});

/** journals/list rows: the table of spec 3 with its labels. */
export const journalRowSchema = z
  .object({
    id: z.uuid(),
    referenceNumber: z.string().meta({ example: 'J-2026-0107' }),
    status: z.enum(JOURNAL_STATUSES),
    treatmentDate: z.string(),
    animal: z.object({ id: z.uuid(), name: z.string() }),
    ownerName: z.string().nullable(),
    createdBy: z.string().nullable(),
    signedAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    lockedAt: z.string().nullable(),
    ...timestamps,
  })
  .meta({ id: 'JournalRow' });
export type JournalRow = z.output<typeof journalRowSchema>;

/** One field changed by an amendment: the original (struck through on screen and paper) and the new text. */
const amendmentChange = z.object({
  field: z.string().meta({ description: "The input's name (findings, treatments, pharmaceuticals, …)" }),
  previous: z.unknown(),
  next: z.unknown(),
});

/** journals/details, create and update: the journal as it reads now, with its signatures and amendments. */
export const journalSchema = journalRowSchema
  .extend({
    treatmentTime: z.string().nullable(),
    bookingId: z.uuid().nullable(),
    customerId: z.uuid().nullable(),
    /** The animal and keeper as recorded at the visit. */
    animal: z.object({
      id: z.uuid(),
      name: z.string(),
      species: z.string().nullable(),
      sex: z.string().nullable(),
      dateOfBirth: plainDate(),
      identity: z.string().nullable(),
    }),
    owner: z.object({
      name: z.string().nullable(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      productionSiteNumber: z.string().nullable(),
    }),
    anamnesis: z.string().nullable(),
    findings: z.string().nullable(),
    findingsMotion: z.string().nullable(),
    findingsPalpation: z.string().nullable(),
    diagnosis: z.string().nullable(),
    healthCondition: z.string().nullable(),
    lastTreatment: plainDate(),
    nextTreatment: plainDate(),
    followUpNotes: z.string().nullable(),
    aftercare: z.string().nullable(),
    notes: z.string().nullable(),
    referral: z.string().nullable(),
    hoofFindings: z.array(z.object({ hoof: z.enum(HOOVES), findings: z.string() })),
    treatments: z.array(
      z.object({
        id: z.uuid(),
        treatment: z.string(),
        materials: z.string().nullable(),
        notes: z.string().nullable(),
        hoof: z.enum(HOOVES).nullable(),
        photoCount: z.number().int(),
        photos: z.array(photo),
        addedByAmendment: z.boolean().meta({
          description:
            'Added after signing by an amendment: it has no line of the signed journal to hold photos, so its ' +
            "photos go to the journal's general section",
        }),
      }),
    ),
    pharmaceuticals: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        strength: z.string().nullable(),
        dosage: z.string().nullable(),
        length: z.string().nullable(),
        withdrawalPeriod: z.string(),
      }),
    ),
    photoCount: z.number().int(),
    photos: z.array(photo).meta({ description: 'The general section’s photos' }),
    attachments: z.array(photo.extend({ name: z.string(), mimeType: z.string() })),
    author: person.nullable(),
    signedBy: person.nullable(),
    version: z.number().int(),
    signatures: z.array(
      z.object({
        version: z.number().int(),
        at: z.string(),
        signerName: z.string(),
        signerTitle: z.string().nullable(),
        contentHash: z
          .string()
          .meta({ description: 'SHA-256 of the canonical content of that version, hex' }),
      }),
    ),
    amendments: z.array(
      z.object({
        version: z.number().int(),
        at: z.string(),
        author: person.nullable(),
        reason: z.string().nullable(),
        changes: z.array(amendmentChange),
      }),
    ),
    sendings: z.array(z.object({ to: z.string().meta({ description: 'Masked address' }), at: z.string() })),
  })
  .meta({ id: 'Journal' });
export type Journal = z.output<typeof journalSchema>;

/** journals/create: the journal and what happened (spec 4's outcomes). */
export const journalCreatedSchema = journalSchema.extend({
  outcome: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .meta({ description: '0 added, 1 signed and added, 2 sent and added' }),
});

/** journals/verify/{id}: whether the content still matches every signature's digest. */
export const journalVerificationSchema = z.object({
  id: z.uuid(),
  unchanged: z.boolean(),
  versions: z.array(z.object({ version: z.number().int(), unchanged: z.boolean(), contentHash: z.string() })),
});

/** journals/delete/{id}: the draft is gone. */
export const journalDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

/** journals/hoof-history: one hoof of one horse across its journals. */
export const hoofHistoryQuery = z.object({
  animalId: z.uuid('validation.animal'),
  hoof: z.enum(HOOVES, { error: 'journalRules.hoof' }),
});
export type HoofHistoryQuery = z.output<typeof hoofHistoryQuery>;

/** A journal's findings and treatments on the hoof, as the journal reads now (amendments applied). */
export const hoofHistoryEntrySchema = z
  .object({
    journalId: z.uuid(),
    referenceNumber: z.string(),
    treatmentDate: z.string(),
    status: z.enum(JOURNAL_STATUSES),
    findings: z.string().nullable(),
    treatments: z.array(
      z.object({
        id: z.uuid(),
        treatment: z.string(),
        materials: z.string().nullable(),
        notes: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'HoofHistoryEntry' });
export type HoofHistoryEntry = z.output<typeof hoofHistoryEntrySchema>;
