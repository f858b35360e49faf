// The fuzz's notifications (notifications/*): a notification as a kind, made by a real cause (a product's stock taken
// down to its reorder level tells the owner), so another account's is a real row.
import { call } from '../../support/api-client';
import { createProduct } from '../../support/factories';
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  kinds: {
    notification: {
      table: 'notifications',
      create: async (owner) => {
        const product = await createProduct(owner, { stockQuantity: 5, minimumReorderLevel: 4 });
        const adjusted = await call('POST', `inventories/adjust-stock/${product.id}`, {
          token: owner.token,
          body: { change: -1 },
        });
        if (adjusted.status !== 200) throw new Error(`adjust-stock: ${JSON.stringify(adjusted.body)}`);
        const list = await call('GET', 'notifications/list?limit=200', { token: owner.token });
        const notice = (list.body.data as Array<{ id: string; payload: { productId?: string } }>).find(
          (n) => n.payload.productId === product.id,
        );
        if (!notice) throw new Error('no low-stock notification');
        return notice.id;
      },
    },
  },
  entries: {
    'GET /notifications/list': {},
    'POST /notifications/read/{id}': { id: 'notification' },
    'POST /notifications/read-all': {},
    'DELETE /notifications/delete/{id}': { id: 'notification' },
  },
});
