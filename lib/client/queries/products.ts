// The product reads and writes of the inventory screens and the dashboard on the query cache: keys in keys.ts,
// calls in lib/inventory-api.ts.
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  adjustStock,
  createProduct,
  fetchLowStock,
  fetchProduct,
  fetchProductPage,
  setProductStatus,
  updateProduct,
  type Product,
} from '@/lib/client/inventory-api';
import type { ProductOutput } from '@/lib/validation/product';
import { queryKeys } from './keys';
import { registerQueries } from './register';

const keys = queryKeys.products;

export const productQueries = {
  ...registerQueries<Product, Product, ProductOutput, Product>({
    keys,
    readPage: fetchProductPage,
    fetchDetails: fetchProduct,
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
      queryFn: ({ signal }) => fetchLowStock(limit, signal),
    }),
};

/** +/− on a product's stock; the answer is the product, which goes into its details and refreshes the lists. */
export function useAdjustStock(id: string) {
  const changed = productQueries.useChanged();
  return useMutation({
    mutationFn: (change: number) => adjustStock(id, change),
    onSuccess: (product) => changed(product.id, product),
  });
}
