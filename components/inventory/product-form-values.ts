// The product form's values: every field as text, as typed (the shared schema parses amounts like "89,50").
import type { Product } from '@/lib/client/inventory-api';
import { todayInStockholm } from '@/lib/time-zone';
import { DEFAULT_VAT_RATE } from '@/lib/vat';
import { numberToInput, oreToInput } from './inventory-format';

/** In the order the form shows them: the first one in error gets the focus. */
export const PRODUCT_FIELDS = [
  'name',
  'brandName',
  'size',
  'inventoryTypeId',
  'inventorySubTypeId',
  'category',
  'subcategory',
  'purchasePrice',
  'sellingPrice',
  'vatPercent',
  'unit',
  'stockQuantity',
  'minimumReorderLevel',
  'supplier',
  'lastPurchaseDate',
] as const;

export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductFormValues = Record<ProductField, string>;

/** Empty for a new product (25 % VAT, counted in pieces, bought today); the product's values for an edit. */
export function productFormValues(product: Product | undefined, locale: string): ProductFormValues {
  if (!product) {
    const blank = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, ''])) as ProductFormValues;
    return {
      ...blank,
      unit: 'st',
      vatPercent: String(DEFAULT_VAT_RATE),
      lastPurchaseDate: todayInStockholm(),
    };
  }
  return {
    name: product.name,
    brandName: product.brandName ?? '',
    inventoryTypeId: product.inventoryTypeId ?? '',
    inventorySubTypeId: product.inventorySubTypeId ?? '',
    size: product.size ?? '',
    category: product.category ?? '',
    subcategory: product.subcategory ?? '',
    unit: product.unit,
    purchasePrice: oreToInput(product.purchasePriceOre, locale),
    sellingPrice: oreToInput(product.sellingPriceOre, locale),
    vatPercent: String(product.vatPercent),
    stockQuantity: numberToInput(product.stockQuantity, locale),
    minimumReorderLevel: numberToInput(product.minimumReorderLevel, locale),
    supplier: product.supplier ?? '',
    lastPurchaseDate: product.lastPurchaseDate ?? '',
  };
}
