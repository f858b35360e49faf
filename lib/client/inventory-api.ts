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
import { api, listQuery, read, readPage, type ListQuery, type Page } from './api-client';
import type { ReferenceSource } from './queries/reference';

export type { ActiveStatus } from '@/lib/validation/list';

export type Product = z.output<typeof productSchema>;
export type ProductSuggestion = z.output<typeof productSuggestionSchema>;
/** GET inventories/low-stock: active products at or below their minimum reorder level, fewest first. */
export type LowStockItem = z.output<typeof lowStockItemSchema>;
/** A product type or sub-type of the pickers: `name` is in the request language. */
export type ReferenceType = z.output<typeof inventoryTypeSchema>;
export type InventorySubType = z.output<typeof inventorySubTypeSchema>;

export const fetchProductPage = (query: ListQuery, signal?: AbortSignal): Promise<Page<Product>> =>
  readPage(
    api.GET('/inventories/list', { params: { query: listQuery('/inventories/list', query) }, signal }),
  );

export const fetchProduct = (id: string, signal?: AbortSignal): Promise<Product> =>
  read(api.GET('/inventories/details/{id}', { params: { path: { id } }, signal }));

/** The product types of the form's picker. */
export const INVENTORY_TYPES: ReferenceSource<ReferenceType> = {
  key: 'inventoryTypes/suggestions',
  read: (signal) => read(api.GET('/inventoryTypes/suggestions', { signal })),
};

/** The sub-types of one product type. */
export const inventorySubTypes = (typeId: string): ReferenceSource<InventorySubType> => ({
  key: `inventorySubTypes/suggestions?typeId=${encodeURIComponent(typeId)}`,
  read: (signal) =>
    read(api.GET('/inventorySubTypes/suggestions', { params: { query: { typeId } }, signal })),
});

/** The products list counts low-stock products up to this many. */
export const LOW_STOCK_LIMIT = 50;

export const fetchLowStock = (limit: number, signal?: AbortSignal): Promise<LowStockItem[]> =>
  read(api.GET('/inventories/low-stock', { params: { query: { limit } }, signal }));

export const createProduct = (body: ProductOutput): Promise<Product> =>
  read(api.POST('/inventories/create', { body }));

/** Full replacement of the product's fields. */
export const updateProduct = (id: string, body: ProductOutput): Promise<Product> =>
  read(api.PUT('/inventories/update/{id}', { params: { path: { id } }, body }));

/** The stock lists' +/−: adds `change` (negative: takes out) to the stock as it is on the server. */
export const adjustStock = (id: string, change: number): Promise<Product> =>
  read(api.POST('/inventories/adjust-stock/{id}', { params: { path: { id } }, body: { change } }));

export const setProductStatus = (id: string, status: ActiveStatus): Promise<StatusResult> =>
  read(api.PATCH('/inventories/update-status/{id}', { params: { path: { id } }, body: { status } }));
