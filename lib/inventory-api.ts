// The product calls of the inventory screens (spec 7, "Inventory"); shapes as server/api/routes/inventories.ts
// and reference-types.ts.
import type { ProductOutput } from '@/lib/validation/product';
import { apiFetch } from './api-client';

export type ActiveStatus = 'active' | 'inactive';

export interface Product {
  id: string;
  name: string;
  brandName: string | null;
  inventoryTypeId: string | null;
  /** In the request language. */
  inventoryTypeName: string | null;
  inventorySubTypeId: string | null;
  inventorySubTypeName: string | null;
  size: string | null;
  category: string | null;
  subcategory: string | null;
  /** Unit of stock: 'st', 'par', 'ask', 'förp', 'kg', 'l', 'm' or the farrier's own. */
  unit: string;
  /** Kronor excl. VAT, and the same in öre. */
  purchasePrice: number;
  purchasePriceOre: number;
  sellingPrice: number;
  sellingPriceOre: number;
  vatPercent: number;
  stockQuantity: number;
  minimumReorderLevel: number;
  /** stockQuantity ≤ minimumReorderLevel. */
  lowStock: boolean;
  supplier: string | null;
  /** YYYY-MM-DD. */
  lastPurchaseDate: string | null;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

/** A product type or sub-type of the pickers: `name` is in the request language. */
export interface ReferenceType {
  id: string;
  name: string;
  nameEn: string;
  nameSv: string;
}

/** GET inventories/low-stock: active products at or below their minimum reorder level, fewest first. */
export interface LowStockItem {
  id: string;
  name: string;
  brandName: string | null;
  size: string | null;
  unit: string;
  stockQuantity: number;
  minimumReorderLevel: number;
  supplier: string | null;
}

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

export const setProductStatus = (id: string, status: ActiveStatus) =>
  apiFetch<{ id: string; status: ActiveStatus }>(`inventories/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });
