// The fuzz's notifications (notifications/*): a notification as a `personal` kind — each user's own, so a staff
// member's is made for the member — written by the writer every cause uses (server/notifications/notify.ts).
import { sql } from 'drizzle-orm';
import { inTenant } from '@/server/db/tenant';
import { notify } from '@/server/notifications/notify';
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  kinds: {
    notification: {
      table: 'notifications',
      perMember: true,
      create: (account) =>
        inTenant({ ferrierId: account.ferrierId }, async (ctx) => {
          await notify(ctx, {
            to: account.userId,
            kind: 'low_stock',
            payload: { productId: null, productName: 'Söm 5', stockQuantity: 3, minimumReorderLevel: 4 },
          });
          const [row] = await ctx.db.execute<{ id: string }>(
            sql`select id from notifications where ferrier_id = ${account.ferrierId} and user_id = ${account.userId}
                order by created_at desc limit 1`,
          );
          return row!.id;
        }),
    },
  },
  entries: {
    'GET /notifications/list': {},
    'POST /notifications/read/{id}': { id: 'notification' },
    'POST /notifications/read-all': {},
    'DELETE /notifications/delete/{id}': { id: 'notification', after2xx: (t) => t.forget('notification') },
  },
});
