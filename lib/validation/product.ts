// Product (inventory item) rules of spec 5: every field is required — shared by the form and the API.
import { z } from 'zod';
import { VAT_DESCRIPTION, VAT_RATES } from '@/lib/vat';
import { AMOUNT_LIMITS, quantity, sekAmount, stockChange, vatPercent } from './amounts';
import { pastOrTodayDate } from './dates';
import { requiredString, requiredText } from './fields';
import { activeStatus, listQuery, referenceParam, referenceQuery, searchParam } from './list';
import { referenceNames, timestamps } from './response';

export const PRODUCT_LIMITS = {
  nameMax: 100,
  brandNameMax: 100,
  sizeMax: 50,
  categoryMax: 100,
  subcategoryMax: 100,
  unitMax: 20,
  supplierMax: 100,
} as const;

/** Units a farrier's stock is counted in, offered by the form; any short text is accepted. */
export const PRODUCT_UNIT_SUGGESTIONS = ['st', 'par', 'ask', 'förp', 'kg', 'l', 'm'] as const;

const referenceId = (message: string) =>
  requiredString().trim().min(1, 'validation.required').pipe(z.uuid(message));

export const productInput = z.object({
  name: requiredText(PRODUCT_LIMITS.nameMax),
  brandName: requiredText(PRODUCT_LIMITS.brandNameMax),
  inventoryTypeId: referenceId('validation.inventoryType'),
  inventorySubTypeId: referenceId('validation.inventorySubType'),
  size: requiredText(PRODUCT_LIMITS.sizeMax),
  category: requiredText(PRODUCT_LIMITS.categoryMax),
  subcategory: requiredText(PRODUCT_LIMITS.subcategoryMax),
  unit: requiredText(PRODUCT_LIMITS.unitMax),
  purchasePrice: sekAmount().meta({
    description: 'Kronor, at most 2 decimals; stored as öre',
    example: 89.5,
  }),
  sellingPrice: sekAmount().meta({ description: 'Kronor, at most 2 decimals; stored as öre', example: 149 }),
  vatPercent: vatPercent().meta({ description: `VAT percent: ${VAT_RATES.join(', ')}`, example: 25 }),
  stockQuantity: quantity().meta({ description: '≥ 0, at most 3 decimals', example: 24 }),
  minimumReorderLevel: quantity().meta({ description: 'Low stock at or below this level', example: 6 }),
  supplier: requiredText(PRODUCT_LIMITS.supplierMax),
  lastPurchaseDate: requiredString().trim().min(1, 'validation.required').pipe(pastOrTodayDate()),
});
export type ProductInput = z.input<typeof productInput>;
export type ProductOutput = z.output<typeof productInput>;

/** Body of inventories/adjust-stock/{id}: the +/− of the stock lists, added to the stock as it is in the database. */
export const stockAdjustmentInput = z.object({
  change: stockChange().meta({
    description:
      `Added to the stock (negative: taken out); not 0, at most 3 decimals. The stock stays within 0 and ` +
      `${AMOUNT_LIMITS.quantityMax}: a change that would leave it is refused (409) and changes nothing.`,
    example: -1,
  }),
});
export type StockAdjustment = z.output<typeof stockAdjustmentInput>;

export const productListQuery = listQuery.extend({
  sort: z.enum(['name', 'newest', 'stock'], { error: 'validation.invalid' }).default('name'),
  lowStock: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const lowStockQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type LowStockQuery = z.output<typeof lowStockQuery>;

export const inventoryTypesQuery = referenceQuery;
export const inventorySubTypesQuery = z.object({
  typeId: referenceParam('validation.inventoryType'),
  search: searchParam(),
});
export type InventorySubTypesQuery = z.output<typeof inventorySubTypesQuery>;

/** A product as the API answers it, prices in kronor beside the stored öre. */
export const productSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    brandName: z.string().nullable(),
    inventoryTypeId: z.uuid().nullable(),
    inventoryTypeName: z.string().nullable().meta({ description: 'In the Accept-Language language' }),
    inventorySubTypeId: z.uuid().nullable(),
    inventorySubTypeName: z.string().nullable(),
    size: z.string().nullable(),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
    unit: z.string().meta({ description: "Unit of stock, e.g. 'st', 'par', 'kg', 'ask'" }),
    purchasePrice: z.number().meta({ description: 'Kronor, excluding VAT', example: 89.5 }),
    purchasePriceOre: z.number().int().meta({ description: 'The same in öre', example: 8950 }),
    sellingPrice: z.number().meta({ description: 'Kronor, excluding VAT', example: 129 }),
    sellingPriceOre: z.number().int(),
    vatPercent: z.number().meta({ description: VAT_DESCRIPTION }),
    stockQuantity: z.number(),
    minimumReorderLevel: z.number(),
    lowStock: z.boolean().meta({ description: 'stockQuantity ≤ minimumReorderLevel' }),
    supplier: z.string().nullable(),
    lastPurchaseDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    status: activeStatus(),
    ...timestamps,
  })
  .meta({ id: 'Product' });

/** inventories/suggestions: the pickers of invoice lines and journal materials. */
export const productSuggestionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brandName: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string(),
  sellingPrice: z.number(),
  sellingPriceOre: z.number().int(),
  vatPercent: z.number(),
  stockQuantity: z.number(),
  lowStock: z.boolean(),
});

/** inventories/low-stock: the dashboard's reorder reminder. */
export const lowStockItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brandName: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string(),
  stockQuantity: z.number(),
  minimumReorderLevel: z.number(),
  supplier: z.string().nullable(),
});

/** inventoryTypes/suggestions: horseshoes, nails, pads, studs… */
export const inventoryTypeSchema = z.object(referenceNames).meta({ id: 'InventoryType' });

/** inventorySubTypes/suggestions: the sub-types of one product type. */
export const inventorySubTypeSchema = z
  .object({ ...referenceNames, typeId: z.uuid() })
  .meta({ id: 'InventorySubType' });
