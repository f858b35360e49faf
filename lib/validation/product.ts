// Product (inventory item) rules of spec 5: every field is required — shared by the form and the API.
import { z } from 'zod';
import { VAT_RATES } from '@/lib/vat';
import { quantity, sekAmount, vatPercent } from './amounts';
import { pastOrTodayDate } from './dates';
import { requiredString, requiredText } from './fields';

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
