// The fuzz's inbox (messages/*): a message each caller received (its own per member: only its receiver may mark it),
// sent to a colleague of the account (the staff kind) so no mail goes out; a thread with that colleague to list.
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  kinds: {
    message: {
      table: 'messages',
      perMember: true,
      // Written into the table: a message to the caller from a login since removed (no sender), as a colleague's
      // would be; the API has no way to send oneself one.
      create: async (account) => {
        const [row] = await systemDb().execute<{ id: string }>(sql`
          insert into messages (ferrier_id, receiver_user_id, subject, body)
          values (${account.ferrierId}, ${account.userId}, 'Fredag', 'Kan du ta Blixten på fredag?')
          returning id`);
        return row!.id;
      },
    },
  },
  idFields: { receiverId: 'staff' },
  entries: {
    'POST /messages/sendMail': {
      body: async (t) => ({
        receiverId: await t.id('staff'),
        subject: 'Hovslagning',
        body: 'Kan du ta Blixten på fredag förmiddag?',
      }),
    },
    'GET /messages/list': { query: async (t) => ({ receiverId: await t.id('staff'), unreadOnly: 'false' }) },
    'GET /messages/colleagues': {},
    'GET /messages/{id}': { id: 'message' },
    'PUT /messages/{id}': { id: 'message', body: () => ({ read: false }) },
    'DELETE /messages/{id}': {
      id: 'message',
      // Deleted: the operations after this one get a new message.
      after2xx: (t) => t.forget('message'),
    },
  },
});
