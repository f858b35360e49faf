// The product reads and writes of the inventory screens and the dashboard on the query cache: keys in keys.ts,
// calls in lib/inventory-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import {
  PRODUCT_LIST_PATH,
  createProduct,
  lowStockPath,
  productDetailsPath,
  setProductStatus,
  updateProduct,
  type ActiveStatus,
  type LowStockItem,
  type Product,
} from '@/lib/inventory-api';
import type { ProductOutput } from '@/lib/validation/product';
import { cursorListQuery, type ListParams } from './cursor-list';
import { queryKeys } from './keys';

const keys = queryKeys.products;

export const productQueries = {
  list: (params: ListParams) => cursorListQuery<Product>(keys.list, PRODUCT_LIST_PATH, params),
  details: (id: string) =>
    queryOptions({
      queryKey: keys.details(id),
      queryFn: ({ signal }) => apiFetch<Product>(productDetailsPath(id), { signal }),
    }),
  /** Active products at or below their minimum reorder level, fewest first (the dashboard card, the list's note). */
  lowStock: (limit: number) =>
    queryOptions({
      queryKey: keys.lowStock(limit),
      queryFn: ({ signal }) => apiFetch<LowStockItem[]>(lowStockPath(limit), { signal }),
    }),
};

/** A changed product shows in the lists and, by its stock or status, in the low-stock card and note. */
function useInvalidateAround() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.lists });
    void client.invalidateQueries({ queryKey: keys.allLowStock });
  };
}

/** Adds a product, or replaces the one with `id`; the answer is the whole product. */
export function useSaveProduct(id?: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateAround();
  return useMutation({
    mutationFn: (values: ProductOutput) => (id ? updateProduct(id, values) : createProduct(values)),
    onSuccess: (product) => {
      client.setQueryData(keys.details(product.id), product);
      invalidate();
    },
  });
}

export function useSetProductStatus(id: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateAround();
  return useMutation({
    mutationFn: (status: ActiveStatus) => setProductStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData(keys.details(id), (old) => old && { ...old, status });
      invalidate();
    },
  });
}
