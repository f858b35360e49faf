// Service types (global reference data) and the services a ferrier sells (shoeing, trimming, ...).
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ferrierId, foldedSearchText, generatedText, id, swedishSort, ore, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { activeStatus } from './enums';

/** Shared by every tenant; seeded, not edited by users. The spec's service "category". */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: id(),
    nameEn: varchar({ length: 100 }).notNull(),
    nameSv: varchar({ length: 100 }).notNull(),
    ...timestamps(),
  },
  // Unique so the seed can be re-run.
  (t) => [uniqueIndex('service_types_name_en_unique').on(t.nameEn)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    ferrierId: ferrierId(),
    name: varchar({ length: 100 }).notNull(),
    serviceTypeId: uuid().references(() => serviceTypes.id, { onDelete: 'restrict' }),
    description: varchar({ length: 2000 }),
    priceOre: ore().notNull(),
    /** The spec's unit code, 1 or 2, copied onto invoice lines. */
    unit: smallint().notNull().default(1),
    vatPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    status: activeStatus().notNull().default('active'),
    sortName: generatedText('lower(name)'),
    searchText: foldedSearchText('name', 'description'),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('services_ferrier_id_idx').on(t.ferrierId, swedishSort('sort_name'), t.id),
    index('services_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('services_unit_code', sql`${t.unit} in (1, 2)`),
    check('services_non_negative', sql`${t.priceOre} >= 0 and ${t.vatPercent} >= 0`),
  ],
);
