// Journal templates (spec 3 "Journal template"): the journal's own fields a farrier reuses for routine visits —
// the same rules and messages as a journal's (lib/validation/journal.ts), without anything that names a visit: no
// date or time, horse, keeper or booking, and no last or next treatment date (a template's dates would go stale).
import { z } from 'zod';
import { HOOVES, journalFields, type Hoof } from './journal';
import { optionalText, requiredText } from './fields';
import { timestamps } from './response';

export const JOURNAL_TEMPLATE_LIMITS = { nameMax: 100, searchMax: 100, listMax: 200 } as const;

/** What a template holds: every journal field optional, lines as lists (treatment ids are a journal's, not kept). */
export const journalTemplateFields = journalFields
  .omit({
    treatmentDate: true,
    treatmentTime: true,
    animalId: true,
    customerId: true,
    bookingId: true,
    lastTreatment: true,
    nextTreatment: true,
  })
  .partial()
  .superRefine((v, ctx) => {
    const seen = new Set<Hoof>();
    v.hoofFindings?.forEach(({ hoof }, i) => {
      if (seen.has(hoof))
        ctx.addIssue({
          code: 'custom',
          path: ['hoofFindings', i, 'hoof'],
          message: 'journalRules.hoofTwice',
        });
      seen.add(hoof);
    });
  });
export type JournalTemplateFields = z.output<typeof journalTemplateFields>;

export const journalTemplateInput = z
  .object({
    name: requiredText(JOURNAL_TEMPLATE_LIMITS.nameMax),
    fields: journalTemplateFields.default({}),
  })
  .meta({
    description:
      'A name (required, ≤ 100) and the journal fields to prefill: anamnesis, findings, findingsMotion, ' +
      'findingsPalpation, diagnosis, healthCondition, followUpNotes, aftercare, notes, referral, hoofFindings[], ' +
      'treatments[], pharmaceuticals[] — all optional, with the journal’s rules (lengths of spec 5; every ' +
      'pharmaceutical needs its withdrawal period, even "0 dagar"). No date, animal, keeper or booking.',
  });
/** What a client sends: the rules' output shape, as bookings' bodies (the typed client reads the same document). */
export type JournalTemplateInput = z.output<typeof journalTemplateInput>;
export type JournalTemplateOutput = z.output<typeof journalTemplateInput>;

/** POST journal-templates/{id}/favorite: set (true) or clear (false) — idempotent, so a double tap changes nothing. */
export const journalTemplateFavoriteInput = z.object({
  favorite: z.boolean({ error: 'validation.invalidType' }),
});

/** POST journal-templates/from-journal/{id}: the new template's name. */
export const journalTemplateFromJournalInput = z.object({
  name: requiredText(JOURNAL_TEMPLATE_LIMITS.nameMax),
});

/** GET journal-templates: favourites first, then by name (Swedish order); ?search in the name (å/ä/ö folded). */
export const journalTemplateListQuery = z.object({
  ferrierId: z.string().optional(),
  search: optionalText(JOURNAL_TEMPLATE_LIMITS.searchMax),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(JOURNAL_TEMPLATE_LIMITS.listMax).default(50),
});
export type JournalTemplateListQuery = z.output<typeof journalTemplateListQuery>;

const text = z.string().optional();

/** The fields as a template answers them: what was stored, blank fields left out. */
export const journalTemplateFieldsSchema = z
  .object({
    anamnesis: text,
    findings: text,
    findingsMotion: text,
    findingsPalpation: text,
    diagnosis: text,
    healthCondition: text,
    followUpNotes: text,
    aftercare: text,
    notes: text,
    referral: text,
    hoofFindings: z.array(z.object({ hoof: z.enum(HOOVES), findings: z.string() })).optional(),
    treatments: z
      .array(
        z.object({
          treatment: z.string(),
          materials: text,
          notes: text,
          hoof: z.enum(HOOVES).optional(),
        }),
      )
      .optional(),
    pharmaceuticals: z
      .array(
        z.object({
          name: z.string(),
          strength: text,
          dosage: text,
          length: text,
          withdrawalPeriod: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'JournalTemplateFields' });
export type JournalTemplateFieldValues = z.output<typeof journalTemplateFieldsSchema>;

export const journalTemplateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    fields: journalTemplateFieldsSchema,
    isFavorite: z.boolean(),
    usageCount: z.number().int(),
    lastUsedAt: z.string().nullable(),
    sourceJournalId: z.uuid().nullable().meta({ description: 'The journal it was made from, if any' }),
    ...timestamps,
  })
  .meta({ id: 'JournalTemplate' });
export type JournalTemplate = z.output<typeof journalTemplateSchema>;

/** POST journal-templates/{id}/use: the fields to prefill a new journal with, and the counted use. */
export const journalTemplateUseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  fields: journalTemplateFieldsSchema,
  usageCount: z.number().int(),
  lastUsedAt: z.string(),
});
export type JournalTemplateUse = z.output<typeof journalTemplateUseSchema>;

export const journalTemplateDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
