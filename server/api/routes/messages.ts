// Inbox routes (spec 7, Messages row; issue 25): the caller's threads and one thread's messages, a message to a
// customer (mailed by a job) or to a colleague, one message read, marked, deleted. Owner and staff; a staff member
// sees the threads they are part of and the customer messages they wrote. Another account's or user's id is 404.
import 'server-only';
import {
  colleagueSchema,
  messageDeletedSchema,
  messageUnreadSchema,
  messageListQuery,
  messageReadInput,
  messageSchema,
  sendMessageInput,
} from '@/lib/validation/messages';
import { inTenant } from '@/server/db/tenant';
import { listColleagues } from '@/server/messages/colleagues';
import { getMessage, listMessages, unreadCount } from '@/server/messages/read-messages';
import { deleteMessage, sendMessage, setMessageRead } from '@/server/messages/write-messages';
import { apiRoutes } from '../api-routes';
import { arrayOf, dataOf, idParam } from '../openapi';
import { resourceRoutes } from '../resource-routes';

const TAG = 'Messages';
const routes = resourceRoutes({ tag: TAG, noun: 'message' });
const bodyless = apiRoutes({ tag: TAG });
// Declared and mounted before messages/{id}, whose path would take "colleagues" or "unread-count" for an id.
const people = apiRoutes({ tag: TAG });
export const messageRoutes = routes.app;

const MEMBERS = { role: 'staff' } as const;

// POST /messages/sendMail — to a customer (stored, then mailed by a job) or to a colleague (stored, unread)
routes.create('/messages/sendMail', {
  access: MEMBERS,
  summary:
    'Send a message: `customerId` — stored in the customer’s thread and mailed to them once committed, from the ' +
    'app’s sender under the company’s name with Reply-To the company’s email (a customer without an email is 422 ' +
    '`inbox.errors.customerNoEmail` on `customerId`); `receiverId` — a user of the account, unread until they ' +
    'open it. Exactly one of the two (422 on `receiverId`).',
  body: sendMessageInput,
  response: messageSchema,
  useCase: sendMessage,
});

// GET /messages/list — the caller's threads (latest message each, unread count), or one thread's messages
routes.list('/messages/list', {
  access: MEMBERS,
  summary:
    'Without ?receiverId the caller’s threads, newest first: each thread’s latest message with `unreadCount`. ' +
    'With ?receiverId (a customer’s or a user’s id) that thread’s messages, newest first. ?unreadOnly=true: only ' +
    'what the caller received and has not read. ?cursor, ?limit ≤ 200 (default 50).',
  query: messageListQuery,
  row: messageSchema,
  useCase: listMessages,
});

// GET /messages/colleagues — the members the caller can write to (staffs/list is the owner's)
people.openapi(
  {
    access: MEMBERS,
    method: 'get',
    path: '/messages/colleagues',
    summary:
      'The account’s members the caller can write to: everyone but the caller and deactivated staff, the owner first',
    responses: { 200: arrayOf(colleagueSchema, 'The members') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => listColleagues(ctx)) }, 200),
);

// GET /messages/unread-count — the menu's count beside Inbox
people.openapi(
  {
    access: MEMBERS,
    method: 'get',
    path: '/messages/unread-count',
    summary:
      'How many messages the caller has received and not read (from colleagues: a customer’s reply is mail)',
    responses: { 200: dataOf(messageUnreadSchema, 'The count') },
  },
  async (c) => c.json({ data: { count: await inTenant(c.var.auth, (ctx) => unreadCount(ctx)) } }, 200),
);
routes.app.route('/', people.app);

// GET /messages/{id} — one message; its receiving user's reading marks it read
routes.details('/messages/{id}', {
  access: MEMBERS,
  summary: 'One message the caller may see; opened by its receiving user it is marked read',
  response: messageSchema,
  useCase: getMessage,
});

// PUT /messages/{id} — { read: true | false }, by the message's receiving user
routes.update('/messages/{id}', {
  access: MEMBERS,
  summary:
    'Mark a received message read (`read: true`) or unread (`false`); a message the caller did not receive is ' +
    '422 on `read`',
  body: messageReadInput,
  response: messageSchema,
  useCase: setMessageRead,
});

// DELETE /messages/{id} — its sender or receiving user; the owner in a customer's thread
bodyless.openapi(
  {
    access: MEMBERS,
    method: 'delete',
    path: '/messages/{id}',
    summary:
      'Delete a message, for both sides: its sender or receiving user, or the owner in a customer’s thread',
    request: { params: idParam },
    responses: { 200: dataOf(messageDeletedSchema, 'Deleted') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => deleteMessage(ctx, { id })) }, 200);
  },
);

// Hono copies a sub-app's routes when it is mounted: after they are all declared.
routes.app.route('/', bodyless.app);
