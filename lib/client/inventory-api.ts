// The product calls of the inventory screens (spec 7, "Inventory"); the answers' types come from the response
// schemas the API documents (lib/validation/product.ts).
import type { z } from 'zod';
import type { ActiveStatus, StatusResult } from '@/lib/validation/list';
import type {
  ProductOutput,
  inventorySubTypeSchema,
  inventoryTypeSchema,
  lowStockItemSchema,
  productSchema,
  productSuggestionSchema,
} from '@/lib/validation/product';
import { apiFetch } from './api-client';

export type { ActiveStatus } from '@/lib/validation/list';

export type Product = z.output<typeof productSchema>;
export type ProductSuggestion = z.output<typeof productSuggestionSchema>;
/** GET inventories/low-stock: active products at or below their minimum reorder level, fewest first. */
export type LowStockItem = z.output<typeof lowStockItemSchema>;
/** A product type or sub-type of the pickers: `name` is in the request language. */
export type ReferenceType = z.output<typeof inventoryTypeSchema>;
export type InventorySubType = z.output<typeof inventorySubTypeSchema>;

export const PRODUCT_LIST_PATH = 'inventories/list';
export const productDetailsPath = (id: string) => `inventories/details/${id}`;
export const INVENTORY_TYPES_PATH = 'inventoryTypes/suggestions';
export const inventorySubTypesPath = (typeId: string) =>
  `inventorySubTypes/suggestions?typeId=${encodeURIComponent(typeId)}`;
/** The products list counts low-stock products up to this many. */
export const LOW_STOCK_LIMIT = 50;
export const lowStockPath = (limit: number) => `inventories/low-stock?limit=${limit}`;

export const createProduct = (body: ProductOutput) =>
  apiFetch<Product>('inventories/create', { method: 'POST', body });

/** Full replacement of the product's fields. */
export const updateProduct = (id: string, body: ProductOutput) =>
  apiFetch<Product>(`inventories/update/${id}`, { method: 'PUT', body });

/** The stock lists' +/−: adds `change` (negative: takes out) to the stock as it is on the server. */
export const adjustStock = (id: string, change: number) =>
  apiFetch<Product>(`inventories/adjust-stock/${id}`, { method: 'POST', body: { change } });

export const setProductStatus = (id: string, status: ActiveStatus) =>
  apiFetch<StatusResult>(`inventories/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });
