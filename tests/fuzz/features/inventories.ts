// The fuzz's products register (inventories/*) and its sub-type suggestions.
import { createProduct, inventoryTypeIds, productBody } from '../../support/factories';
import { defineFuzz, inactive } from '../support/feature';

export default defineFuzz({
  kinds: { product: { table: 'products', create: async (o) => (await createProduct(o)).id } },
  idFields: { typeId: 'reference', inventoryTypeId: 'reference', inventorySubTypeId: 'reference' },
  entries: {
    'POST /inventories/create': { body: async (t) => productBody(await inventoryTypeIds(t.account)) },
    'GET /inventories/details/{id}': { id: 'product' },
    'PUT /inventories/update/{id}': {
      id: 'product',
      body: async (t) => productBody(await inventoryTypeIds(t.account)),
    },
    'PATCH /inventories/update-status/{id}': { id: 'product', body: inactive },
    'POST /inventories/adjust-stock/{id}': { id: 'product', body: () => ({ change: 1 }) },
    'GET /inventorySubTypes/suggestions': {
      query: async (t) => ({ typeId: (await inventoryTypeIds(t.account)).inventoryTypeId }),
    },
  },
});
