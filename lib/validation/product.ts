// Product (inventory item) rules of spec 5: every field is required — shared by the form and the API.
import { z } from 'zod';
import { VAT_RATES } from '@/lib/vat';
import { quantity, sekAmount, vatPercent } from './amounts';
import { pastOrTodayDate } from './dates';
import { requiredString } from './fields';

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

const text = (max: number) =>
  requiredString().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

const referenceId = (message: string) =>
  requiredString().trim().min(1, 'validation.required').pipe(z.uuid(message));

export const productInput = z.object({
  name: text(PRODUCT_LIMITS.nameMax),
  brandName: text(PRODUCT_LIMITS.brandNameMax),
  inventoryTypeId: referenceId('validation.inventoryType'),
  inventorySubTypeId: referenceId('validation.inventorySubType'),
  size: text(PRODUCT_LIMITS.sizeMax),
  category: text(PRODUCT_LIMITS.categoryMax),
  subcategory: text(PRODUCT_LIMITS.subcategoryMax),
  unit: text(PRODUCT_LIMITS.unitMax),
  purchasePrice: sekAmount().meta({
    description: 'Kronor, at most 2 decimals; stored as öre',
    example: 89.5,
  }),
  sellingPrice: sekAmount().meta({ description: 'Kronor, at most 2 decimals; stored as öre', example: 149 }),
  vatPercent: vatPercent().meta({ description: `VAT percent: ${VAT_RATES.join(', ')}`, example: 25 }),
  stockQuantity: quantity().meta({ description: '≥ 0, at most 3 decimals', example: 24 }),
  minimumReorderLevel: quantity().meta({ description: 'Low stock at or below this level', example: 6 }),
  supplier: text(PRODUCT_LIMITS.supplierMax),
  lastPurchaseDate: requiredString().trim().min(1, 'validation.required').pipe(pastOrTodayDate()),
});
export type ProductInput = z.input<typeof productInput>;
export type ProductOutput = z.output<typeof productInput>;
