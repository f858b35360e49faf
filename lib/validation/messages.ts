// The inbox (spec 7, Messages row; issue 25): what messages/sendMail takes, the list's query, the read mark and what
// the messages/* calls answer. A message is in a thread with a customer (mailed to them) or with a user of the
// account. Shared by the inbox screen and the API.
import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './list';
import { optional, optionalText, requiredText } from './fields';
import { timestamps } from './response';

export const MESSAGE_LIMITS = { subjectMax: 200, bodyMax: 5000 } as const;

/** messages/sendMail: to a customer (`customerId`, mailed) or to a colleague (`receiverId`), exactly one. */
export const sendMessageInput = z
  .object({
    customerId: optional(z.uuid({ error: 'validation.invalidType' })).meta({
      description:
        'A customer of the account: the message is mailed to them (answers go to the company email)',
    }),
    receiverId: optional(z.uuid({ error: 'validation.invalidType' })).meta({
      description: 'A user of the account (owner or staff): the message waits unread in their inbox',
    }),
    subject: optionalText(MESSAGE_LIMITS.subjectMax),
    body: requiredText(MESSAGE_LIMITS.bodyMax),
  })
  .superRefine((v, ctx) => {
    if (!v.customerId === !v.receiverId)
      ctx.addIssue({ code: 'custom', path: ['receiverId'], message: 'inbox.errors.oneReceiver' });
  });
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** messages/list: the caller's threads, or (`receiverId`: a user's or a customer's id) one thread's messages. */
export const messageListQuery = z.object({
  receiverId: optional(z.uuid({ error: 'validation.invalidType' })),
  unreadOnly: optional(z.enum(['true', 'false'], { error: 'validation.invalidType' }))
    .transform((v) => v === 'true')
    .meta({ description: '`true`: only the messages received by the caller and not read yet' }),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

/** PUT messages/{id}: mark read (true) or unread (false); only the receiving user may. */
export const messageReadInput = z.object({
  read: z.boolean({
    error: (i) => (i.input === undefined ? 'validation.required' : 'validation.invalidType'),
  }),
});

export const THREAD_KINDS = ['customer', 'user'] as const;

export const messageSchema = z
  .object({
    id: z.uuid(),
    thread: z.object({
      kind: z.enum(THREAD_KINDS),
      /** The counterpart: the customer's id, or the other user's id. */
      id: z.uuid(),
      name: z.string(),
    }),
    senderId: z.uuid().nullable(),
    senderName: z.string().nullable(),
    /** Written by the caller. */
    mine: z.boolean(),
    subject: z.string().nullable(),
    body: z.string(),
    /** A user-to-user message the caller received: whether they read it (null when the caller is not its receiver). */
    read: z.boolean().nullable(),
    /** A customer's mail: when it went out, and why it did not (a mail host's code). */
    mailedAt: z.string().nullable(),
    mailFailure: z.string().nullable(),
    /** In the list of threads: the thread's messages the caller has not read; null in a thread's own list. */
    unreadCount: z.number().int().nullable(),
  })
  .extend(timestamps);
export type Message = z.output<typeof messageSchema>;

export const messageDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

/** messages/colleagues: a member of the account the caller can write to (owner and staff alike may ask). */
export const colleagueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(['owner', 'staff']),
});
export type Colleague = z.output<typeof colleagueSchema>;

/** messages/unread-count: what the caller has received and not read, for the menu's Inbox. */
export const messageUnreadSchema = z.object({ count: z.number().int() });
