// The products as the record kit sees them.
import type { RecordResource } from '@/components/record/record-resource';
import type { Product } from '@/lib/inventory-api';
import { productQueries, useSetProductStatus } from '@/lib/queries/products';
import { useRecord } from '@/lib/queries/record';

export const PRODUCTS: RecordResource<Product, Product> = {
  namespace: 'inventory',
  route: 'inventory',
  listHref: '/inventory-management',
  useRecord: (id, options) => useRecord(productQueries.details, id, options),
  useSetStatus: useSetProductStatus,
  name: (product) => product.name,
};
