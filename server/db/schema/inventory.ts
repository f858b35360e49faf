// Inventory types and sub-types (global reference data) and the ferrier's products.
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  ferrierId,
  foldedSearchText,
  generatedText,
  id,
  searchableListKey,
  ore,
  timestamps,
} from './columns';
import { tenantRows } from './tenant-rows';
import { activeStatus } from './enums';

/** Shared by every tenant; seeded, not edited by users. */
export const inventoryTypes = pgTable(
  'inventory_types',
  {
    id: id(),
    nameEn: varchar({ length: 100 }).notNull(),
    nameSv: varchar({ length: 100 }).notNull(),
    ...timestamps(),
  },
  // Unique so the seed can be re-run.
  (t) => [uniqueIndex('inventory_types_name_en_unique').on(t.nameEn)],
);

export const inventorySubTypes = pgTable(
  'inventory_sub_types',
  {
    id: id(),
    typeId: uuid()
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'restrict' }),
    nameEn: varchar({ length: 100 }).notNull(),
    nameSv: varchar({ length: 100 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('inventory_sub_types_type_name_unique').on(t.typeId, t.nameEn)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    ferrierId: ferrierId(),
    name: varchar({ length: 100 }).notNull(),
    // The form requires the descriptive fields below; the database only insists on what pricing and stock need.
    brandName: varchar({ length: 100 }),
    inventoryTypeId: uuid().references(() => inventoryTypes.id, { onDelete: 'restrict' }),
    inventorySubTypeId: uuid().references(() => inventorySubTypes.id, { onDelete: 'restrict' }),
    size: varchar({ length: 50 }),
    category: varchar({ length: 100 }),
    subcategory: varchar({ length: 100 }),
    /** Free-text unit of stock ('st', 'par', 'kg'); not the 1/2 unit code of services and invoice lines. */
    unit: varchar({ length: 20 }).notNull(),
    purchasePriceOre: ore().notNull(),
    sellingPriceOre: ore().notNull(),
    vatPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    // Fractional, because invoice lines sell fractional quantities (kg, metres) out of stock.
    stockQuantity: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    minimumReorderLevel: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    supplier: varchar({ length: 100 }),
    lastPurchaseDate: date({ mode: 'string' }),
    status: activeStatus().notNull().default('active'),
    sortName: generatedText('lower(name)'),
    searchText: foldedSearchText('name', 'brand_name', 'size', 'category', 'subcategory', 'supplier'),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('products_ferrier_id_idx').on(...searchableListKey(t)),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'products_non_negative',
      sql`${t.purchasePriceOre} >= 0 and ${t.sellingPriceOre} >= 0 and ${t.vatPercent} >= 0 and ${t.minimumReorderLevel} >= 0`,
    ),
  ],
);
