// The products as the record kit sees them.
import { recordResource } from '@/components/record/record-resource';
import type { Product } from '@/lib/client/inventory-api';
import { productQueries } from '@/lib/client/queries/products';

export const PRODUCTS = recordResource({
  namespace: 'inventory',
  route: 'inventory',
  queries: productQueries,
  name: (product: Product) => product.name,
});
