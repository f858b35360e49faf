// The one writer of notifications: called by a use case inside the transaction of what it tells (a customer's answer,
// a sale that empties the shelf, an invoice marked paid), so the notification stands or falls with its cause. It
// writes one row per recipient in one statement: the owner(s) of the account when named, and the given users of the
// account (a booking's assignee, a journal's writer), each once; an id that is no user of the account gets nothing.
import { sql } from 'drizzle-orm';
import type { NotificationKind, NotificationPayload } from '@/lib/validation/notification';
import type { TenantDb } from '@/server/db/tenant';

/** The account's owner, or a user of the account by id (null/undefined: nobody, for an unassigned booking). */
export type Recipient = 'owner' | string | null | undefined;

export type Notice = {
  to: Recipient | readonly Recipient[];
  kind: NotificationKind;
  /** Ids and values only: never an email, phone or personnummer (the text is made when shown). */
  payload: NotificationPayload;
  /**
   * Told once: nothing is written when the account already has a notification of this kind whose payload holds
   * these values (a reminder that fails again at the next sweep). Read or not; a deleted one no longer counts.
   */
  once?: NotificationPayload;
};

/** Writes the notice for its recipients in the caller's transaction; answers how many rows it wrote. */
export async function notify(ctx: { ferrierId: string; db: TenantDb }, notice: Notice): Promise<number> {
  const to = (Array.isArray(notice.to) ? notice.to : [notice.to]) as Recipient[];
  const owner = to.includes('owner');
  const ids = [...new Set(to.filter((r): r is string => !!r && r !== 'owner'))];
  if (!owner && ids.length === 0) return 0;
  const once = notice.once
    ? sql`and not exists (
        select 1 from notifications n
        where n.ferrier_id = ${ctx.ferrierId} and n.kind = ${notice.kind}
          and n.payload @> ${JSON.stringify(notice.once)}::jsonb)`
    : sql``;
  const users = [
    ...(owner ? [sql`u.role = 'owner'`] : []),
    ...(ids.length
      ? [
          sql`u.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ]
      : []),
  ];
  const rows = await ctx.db.execute(sql`
    insert into notifications (ferrier_id, user_id, kind, payload)
    select ${ctx.ferrierId}, u.id, ${notice.kind}, ${JSON.stringify(notice.payload)}::jsonb
    from users u
    where u.ferrier_id = ${ctx.ferrierId} and (${sql.join(users, sql` or `)}) ${once}
    returning id`);
  return rows.length;
}
