// The product reads and writes of the inventory screens and the dashboard on the query cache: keys in keys.ts,
// calls in lib/inventory-api.ts.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import {
  PRODUCT_LIST_PATH,
  createProduct,
  lowStockPath,
  productDetailsPath,
  setProductStatus,
  updateProduct,
  type LowStockItem,
  type Product,
} from '@/lib/inventory-api';
import type { ProductOutput } from '@/lib/validation/product';
import { queryKeys } from './keys';
import { registerQueries } from './register';

const keys = queryKeys.products;

export const productQueries = {
  ...registerQueries<Product, Product, ProductOutput, Product>({
    keys,
    listPath: PRODUCT_LIST_PATH,
    detailsPath: productDetailsPath,
    create: createProduct,
    update: updateProduct,
    setStatus: setProductStatus,
    // Stock and status decide what the low-stock card and note list.
    related: [keys.allLowStock],
  }),
  /** Active products at or below their minimum reorder level, fewest first (the dashboard card, the list's note). */
  lowStock: (limit: number) =>
    queryOptions({
      queryKey: keys.lowStock(limit),
      queryFn: ({ signal }) => apiFetch<LowStockItem[]>(lowStockPath(limit), { signal }),
    }),
};
