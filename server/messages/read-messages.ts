// The inbox as its caller sees it (messages/list, messages/{id}): their threads, latest message first with the
// unread count, or one thread's messages newest first; reading a received message marks it read.
import 'server-only';
import { aliasedTable, and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Message, messageListQuery } from '@/lib/validation/messages';
import type { Caller, TenantContext } from '@/server/context';
import { customers, messages, users } from '@/server/db/schema';
import { afterCursor, toPage, type SortKey } from '@/server/db/pagination';
import { AppError } from '@/server/errors';
import { counterpartOf, visibleTo } from './visibility';

type ListQuery = z.output<typeof messageListQuery>;

const sender = aliasedTable(users, 'sender');
const receiver = aliasedTable(users, 'receiver');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The messages matching `where` (the caller's visibility added), each with its thread's counterpart named. */
async function shaped(
  ctx: TenantContext,
  where: SQL | undefined,
  extra?: { cursor?: string; limit?: number },
) {
  const sort: SortKey = { expression: messages.createdAt, direction: 'desc', type: 'timestamptz' };
  const rows = await ctx.db
    .select({
      id: messages.id,
      sortValue: sql<string>`${messages.createdAt}::text`,
      customerId: messages.customerId,
      customerFirst: customers.firstName,
      customerLast: customers.lastName,
      senderId: messages.senderUserId,
      senderName: sender.name,
      receiverId: messages.receiverUserId,
      receiverName: receiver.name,
      subject: messages.subject,
      body: messages.body,
      readAt: messages.readAt,
      mailedAt: messages.mailedAt,
      mailFailure: messages.mailFailure,
      createdAt: messages.createdAt,
      updatedAt: messages.updatedAt,
    })
    .from(messages)
    .leftJoin(customers, and(eq(customers.id, messages.customerId), eq(customers.ferrierId, ctx.ferrierId)))
    .leftJoin(sender, and(eq(sender.id, messages.senderUserId), eq(sender.ferrierId, ctx.ferrierId)))
    .leftJoin(receiver, and(eq(receiver.id, messages.receiverUserId), eq(receiver.ferrierId, ctx.ferrierId)))
    .where(and(visibleTo(ctx), where, afterCursor(sort, messages.id, extra?.cursor)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(extra?.limit === undefined ? 1000 : extra.limit + 1);
  return rows;
}

type Row = Awaited<ReturnType<typeof shaped>>[number];

function toMessage(caller: Caller, r: Row, unreadCount: number | null = null): Message {
  const mine = r.senderId === caller.userId;
  const thread = r.customerId
    ? { kind: 'customer' as const, id: r.customerId, name: fullName(r.customerFirst, r.customerLast) }
    : mine
      ? { kind: 'user' as const, id: r.receiverId!, name: r.receiverName ?? '' }
      : // A sender whose login was removed leaves the thread without a name; the receiver keeps the message.
        { kind: 'user' as const, id: r.senderId ?? r.receiverId!, name: r.senderName ?? '' };
  return {
    id: r.id,
    thread,
    senderId: r.senderId,
    senderName: r.senderName,
    mine,
    subject: r.subject,
    body: r.body,
    read: r.receiverId === caller.userId ? r.readAt !== null : null,
    mailedAt: iso(r.mailedAt),
    mailFailure: r.mailFailure,
    unreadCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** One message the caller may see, or NOT_FOUND (another account's or another user's id as well). */
export async function findMessage(ctx: TenantContext, id: string): Promise<Message> {
  const [row] = await shaped(ctx, eq(messages.id, id), { limit: 0 });
  if (!row) throw new AppError('NOT_FOUND');
  return toMessage(ctx, row);
}

/** GET messages/{id}: the message; read by its receiving user, it is marked read. */
export async function getMessage(ctx: TenantContext, { id }: { id: string }): Promise<Message> {
  const message = await findMessage(ctx, id);
  if (message.read === false) {
    await ctx.db
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.ferrierId, ctx.ferrierId),
          eq(messages.id, id),
          eq(messages.receiverUserId, ctx.userId),
          isNull(messages.readAt),
        ),
      );
    return { ...message, read: true };
  }
  return message;
}

/** Whether `id` is a customer or a user of the caller's account: the thread's kind, or NOT_FOUND. */
async function threadKind(ctx: TenantContext, id: string): Promise<'customer' | 'user'> {
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.ferrierId, ctx.ferrierId), eq(customers.id, id)));
  if (customer) return 'customer';
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.ferrierId, ctx.ferrierId), eq(users.id, id)));
  if (user) return 'user';
  throw new AppError('NOT_FOUND');
}

const unreadByCaller = (ctx: Caller) => and(eq(messages.receiverUserId, ctx.userId), isNull(messages.readAt));

/** GET messages/list: the caller's threads, or with `receiverId` that thread's messages; a page of the spec's shape. */
export async function listMessages(ctx: TenantContext, { input }: { input: ListQuery }) {
  if (input.receiverId) {
    const kind = await threadKind(ctx, input.receiverId);
    const thread =
      kind === 'customer'
        ? eq(messages.customerId, input.receiverId)
        : sql`${counterpartOf(ctx)} = ${input.receiverId}::uuid and ${messages.customerId} is null`;
    const rows = await shaped(ctx, and(thread, input.unreadOnly ? unreadByCaller(ctx) : undefined), {
      cursor: input.cursor,
      limit: input.limit,
    });
    const page = toPage(rows, input.limit);
    return { data: page.rows.map((r) => toMessage(ctx, r)), nextCursor: page.nextCursor };
  }
  return listThreads(ctx, input);
}

/** The caller's threads: the latest message of each, newest first, with the thread's unread count. */
async function listThreads(ctx: TenantContext, input: ListQuery) {
  const sort: SortKey = { expression: sql.raw('latest.created_at'), direction: 'desc', type: 'timestamptz' };
  const cursor = afterCursor(sort, sql.raw('latest.id') as never, input.cursor);
  const result = await ctx.db.execute<{ id: string; sort_value: string; unread: number }>(sql`
    with visible as (
      select ${messages.id} as id, ${messages.createdAt} as created_at, ${counterpartOf(ctx)} as counterpart,
        (${messages.receiverUserId} = ${ctx.userId}::uuid and ${messages.readAt} is null) as unread
      from ${messages} where ${visibleTo(ctx)}
    ),
    latest as (
      select distinct on (counterpart) id, created_at, counterpart from visible
      where counterpart is not null order by counterpart, created_at desc, id desc
    ),
    counts as (select counterpart, (count(*) filter (where unread))::int as unread from visible group by counterpart)
    select latest.id, latest.created_at::text as sort_value, counts.unread
    from latest join counts on counts.counterpart = latest.counterpart
    where true ${cursor ? sql`and ${cursor}` : sql``} ${input.unreadOnly ? sql`and counts.unread > 0` : sql``}
    order by latest.created_at desc, latest.id desc
    limit ${input.limit + 1}
  `);
  const latest = [...result].map((r) => ({ id: r.id, sortValue: r.sort_value, unread: Number(r.unread) }));
  const page = toPage(latest, input.limit);
  const ids = page.rows.map((r) => r.id);
  const rows = ids.length ? await shaped(ctx, inArray(messages.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    data: page.rows.flatMap((t) => {
      const row = byId.get(t.id);
      return row ? [toMessage(ctx, row, t.unread)] : [];
    }),
    nextCursor: page.nextCursor,
  };
}

/** How many messages the caller has received and not read (the nav's count). */
export async function unreadCount(ctx: TenantContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.ferrierId, ctx.ferrierId), unreadByCaller(ctx)));
  return Number(row?.n ?? 0);
}
