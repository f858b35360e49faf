// Uploaded files (logos, pictures, journal photos, attachments); the bytes live in storage under storage_key.
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';

export const filePurpose = pgEnum('file_purpose', [
  'logo',
  'profile_picture',
  'animal_picture',
  'journal_photo',
  'attachment',
  /** An invoice's PDF as it was mailed to the customer (invoice_sendings). */
  'invoice',
  /** An issued invoice's or locked journal's PDF kept by its fingerprint, to serve downloads (printed_documents). */
  'printed',
]);

export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    ferrierId: ferrierId(),
    /** Key in the storage backend (local folder or S3); never derived from the user's file name. */
    storageKey: text().notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    sizeBytes: integer().notNull(),
    // Images only; kept so pages can reserve space before the picture loads.
    width: integer(),
    height: integer(),
    originalName: varchar({ length: 255 }),
    purpose: filePurpose().notNull(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('stored_files_storage_key_unique').on(t.storageKey),
    index('stored_files_ferrier_id_idx').on(t.ferrierId, t.createdAt),
  ],
);
