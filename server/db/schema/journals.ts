// Treatment journals (SJVFS 2023:19): one per visit, with its treatments, medicines and photos.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  uniqueIndex,
  time,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { animalSex, animals } from './animals';
import { users } from './auth';
import { bookings } from './bookings';
import { ferrierId, foldedSearchText, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { customers } from './customers';
import { storedFiles } from './files';

/** A draft until signed; a signed journal never goes back (changes after signing are amendments). */
export const journalStatus = pgEnum('journal_status', ['draft', 'signed']);

export const journals = pgTable(
  'journals',
  {
    id: id(),
    ferrierId: ferrierId(),
    /** J-2026-0107: one gapless series per account and year (server/records/next-reference.ts). */
    referenceNumber: varchar({ length: 50 }).notNull(),
    status: journalStatus().notNull().default('draft'),
    /** Raised on every change, as on every record with a life. */
    sequence: integer().notNull().default(0),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    // Journals are kept at least 5 years, so the animal and keeper can't be deleted out from under them.
    customerId: uuid().references(() => customers.id, { onDelete: 'restrict' }),
    animalId: uuid()
      .notNull()
      .references(() => animals.id, { onDelete: 'restrict' }),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    treatmentDate: date({ mode: 'string' }).notNull(),
    /**
     * The treatment date as the journal reads now (an amendment may have corrected it): what the list sorts, filters
     * and pages by. Derived by the database on every write (migration 0021's trigger); the default only fills the
     * column before the trigger sets it.
     */
    listedDate: date({ mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /** The regulation asks for the time of the visit "when possible". */
    treatmentTime: time(),
    // Keeper and animal as they were at the visit: the record must read the same years later,
    // whatever happens to the customer and animal registers.
    animalName: varchar({ length: 100 }),
    ownerName: varchar({ length: 200 }),
    ownerAddress: varchar({ length: 300 }),
    ownerPhone: varchar({ length: 16 }),
    /** Production-site number (PPN), if the keeper has one. */
    productionSiteNumber: varchar({ length: 20 }),
    animalSpecies: varchar({ length: 100 }),
    animalSex: animalSex(),
    animalDateOfBirth: date({ mode: 'string' }),
    /** UELN, passport or microchip number: whichever identifies the animal. */
    animalIdentity: varchar({ length: 50 }),
    anamnesis: varchar({ length: 2000 }),
    findings: varchar({ length: 2000 }),
    findingsMotion: varchar({ length: 1000 }),
    findingsPalpation: varchar({ length: 1000 }),
    /** Diagnosis or reason for treatment, required content under SJVFS 2023:19. */
    diagnosis: varchar({ length: 2000 }),
    healthCondition: varchar({ length: 200 }),
    lastTreatment: date({ mode: 'string' }),
    nextTreatment: date({ mode: 'string' }),
    followUpNotes: varchar({ length: 500 }),
    aftercare: varchar({ length: 2000 }),
    notes: varchar({ length: 2000 }),
    referral: varchar({ length: 2000 }),
    photoCount: smallint().notNull().default(0),
    // Once signedAt is set the row is frozen; later changes go to journal_amendments and bump version.
    signedAt: timestamp({ withTimezone: true }),
    signedByUserId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    lockedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    sharedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    /** journals/list's ?search: the number, the animal and the keeper as recorded, folded (å → a). */
    searchText: foldedSearchText('reference_number', 'animal_name', 'owner_name'),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('journals_reference_number_unique').on(t.ferrierId, t.referenceNumber),
    // The list's order (newest treatment date as it reads now, then id) read backwards, page after page.
    index('journals_ferrier_id_idx').on(t.ferrierId, t.listedDate, t.id),
    index('journals_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('journals_animal_id_idx').on(t.animalId, t.listedDate),
    index('journals_customer_id_idx').on(t.customerId),
    index('journals_booking_id_idx').on(t.bookingId),
    check('journals_photo_count_non_negative', sql`${t.photoCount} >= 0`),
  ],
);

/** Left front, right front, left hind, right hind: how per-hoof work is recorded. */
export const hoofPosition = pgEnum('hoof_position', ['LF', 'RF', 'LH', 'RH']);

export const journalTreatments = pgTable(
  'journal_treatments',
  {
    id: id(),
    // Child rows carry ferrier_id too, so every query can filter by tenant and the tenant purge reaches them directly.
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    treatment: varchar({ length: 200 }).notNull(),
    materials: varchar({ length: 500 }),
    notes: varchar({ length: 2000 }),
    photoCount: smallint().notNull().default(0),
    hoof: hoofPosition(),
    position: smallint().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_treatments_ferrier_id_idx').on(t.ferrierId),
    index('journal_treatments_journal_id_idx').on(t.journalId, t.position),
    check('journal_treatments_photo_count_non_negative', sql`${t.photoCount} >= 0`),
  ],
);

export const journalPharmaceuticals = pgTable(
  'journal_pharmaceuticals',
  {
    id: id(),
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    strength: varchar({ length: 50 }),
    dosage: varchar({ length: 200 }),
    /** Treatment length, free text ("5 dagar"). */
    length: varchar({ length: 50 }),
    /** Karenstid: must be recorded even when it is 0, hence not null. */
    withdrawalPeriod: varchar({ length: 50 }).notNull(),
    position: smallint().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_pharmaceuticals_ferrier_id_idx').on(t.ferrierId),
    index('journal_pharmaceuticals_journal_id_idx').on(t.journalId, t.position),
  ],
);

// Attachments (X-ray, referral, lab result: an image or a PDF) belong to the journal without counting as photos.
export const journalPhotoSection = pgEnum('journal_photo_section', ['general', 'treatment', 'attachment']);

export const journalPhotos = pgTable(
  'journal_photos',
  {
    id: id(),
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    treatmentId: uuid().references(() => journalTreatments.id, { onDelete: 'cascade' }),
    // Attachments belong to the journal: the file can't be deleted while a journal shows it.
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    section: journalPhotoSection().notNull(),
    position: smallint().notNull().default(0),
    /**
     * Null: part of the journal as written (and signed). A version number: added after locking by that version's
     * amendment (journal_amendments, field photos or attachments), with its reason and signature; the trigger of
     * db/migrations/0015_journal_late_photos.sql takes nothing else on a locked journal.
     */
    addedInVersion: integer(),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_photos_ferrier_id_idx').on(t.ferrierId),
    index('journal_photos_journal_id_idx').on(t.journalId, t.position),
    index('journal_photos_treatment_id_idx').on(t.treatmentId),
    index('journal_photos_file_id_idx').on(t.fileId),
    check(
      'journal_photos_section_matches_treatment',
      sql`(${t.section} = 'treatment') = (${t.treatmentId} is not null)`,
    ),
  ],
);

/** Findings per hoof, so one hoof's history reads across the horse's journals. */
export const journalHoofFindings = pgTable(
  'journal_hoof_findings',
  {
    id: id(),
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    hoof: hoofPosition().notNull(),
    findings: varchar({ length: 1000 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_hoof_findings_ferrier_id_idx').on(t.ferrierId),
    uniqueIndex('journal_hoof_findings_journal_hoof_unique').on(t.journalId, t.hoof),
  ],
);

/** Every sending of a journal to its keeper: to whom and when (kept, never changed). */
export const journalSendings = pgTable(
  'journal_sendings',
  {
    id: id(),
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    toAddress: varchar({ length: 254 }).notNull(),
    sentByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_sendings_ferrier_id_idx').on(t.ferrierId),
    index('journal_sendings_journal_id_idx').on(t.journalId, t.createdAt),
  ],
);
