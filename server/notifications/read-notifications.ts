// The caller's notifications: unread first, then newest, in keyset pages, with the count of unread ones. Each user
// sees only their own rows: every statement names the account and the user (row-level security holds the account).
import 'server-only';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type {
  Notification,
  NotificationKind,
  NotificationList,
  NotificationListQuery,
  NotificationPayload,
} from '@/lib/validation/notification';
import type { TenantContext } from '@/server/context';
import { notifications } from '@/server/db/schema';
import { AppError } from '@/server/errors';

const n = notifications;

/** The caller's own rows. */
export const mine = (ctx: TenantContext) => and(eq(n.ferrierId, ctx.ferrierId), eq(n.userId, ctx.userId));

const read = sql<boolean>`(${n.readAt} is not null)`;

/** A cursor: whether the last row was read, its creation time as PostgreSQL writes it (microseconds) and its id. */
type Cursor = [read: boolean, createdAt: string, id: string];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT =
  /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-4])(:?[0-5]\d)?)$/;

/** As PostgreSQL writes a timestamptz, on a real calendar day of a year it takes. */
function isInstant(text: string): boolean {
  const m = INSTANT.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))];
  const day = new Date(Date.UTC(2000, mo - 1, d));
  day.setUTCFullYear(y);
  return y >= 1 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A cursor is opaque to clients; one that was altered is refused before its values reach SQL. */
function decode(cursor: string): Cursor {
  try {
    const [r, at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof r === 'boolean' &&
      typeof at === 'string' &&
      isInstant(at) &&
      typeof id === 'string' &&
      UUID.test(id)
    )
      return [r, at, id];
  } catch {
    // the validation error below
  }
  throw new AppError('VALIDATION_FAILED', { cursor: 'validation.cursor' });
}

/**
 * Unread first, then newest (then by id): the rows after the cursor in that order. Migration 0027's index holds the
 * same order per account and user, so a page is one range scan.
 */
function after(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [r, at, id] = decode(cursor);
  const older = sql`(${n.createdAt}, ${n.id}) < (${at}::timestamptz, ${id}::uuid)`;
  return r ? and(read, older) : or(read, and(sql`not ${read}`, older));
}

export async function unreadCount(ctx: TenantContext): Promise<number> {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(n)
    .where(and(mine(ctx), isNull(n.readAt)));
  return row?.count ?? 0;
}

type Row = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  readAt: Date | null;
  createdAt: Date;
};

export const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  payload: row.payload as NotificationPayload,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** GET notifications/list. */
export async function listNotifications(
  ctx: TenantContext,
  { input }: { input: NotificationListQuery },
): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    ctx.db
      .select({
        id: n.id,
        kind: n.kind,
        payload: n.payload,
        readAt: n.readAt,
        createdAt: n.createdAt,
        createdAtText: sql<string>`${n.createdAt}::text`,
      })
      .from(n)
      .where(and(mine(ctx), input.unreadOnly ? isNull(n.readAt) : undefined, after(input.cursor)))
      .orderBy(read, sql`${n.createdAt} desc nulls last`, sql`${n.id} desc nulls last`)
      .limit(input.limit + 1),
    unreadCount(ctx),
  ]);
  const more = rows.length > input.limit;
  const page = more ? rows.slice(0, input.limit) : rows;
  const last = page.at(-1);
  return {
    data: page.map(({ createdAtText: _, ...row }) => toNotification(row)),
    nextCursor: more && last ? encode([last.readAt !== null, last.createdAtText, last.id]) : null,
    unreadCount: unread,
  };
}
