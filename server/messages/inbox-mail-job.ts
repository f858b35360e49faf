// The inbox-mail job: one message of a customer's thread mailed to them. Queued once the message has committed; a
// mail host that refuses is retried by the queue and its code kept on the message (never the address), a message
// already mailed is not mailed twice. It runs in `npm run worker` too (plain Node, no app role), so it reads through
// the system handle, every statement filtered by the message's account.
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import { customers, ferriers, messages } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { defineJob, type JobOutput } from '@/server/jobs/define-job';
import { logger } from '@/server/logger';
import { sendMail } from '@/server/mail/transport';
import { inboxMail } from './inbox-mail';

/** A mail host's refusal, told by its codes: nodemailer's own message quotes the recipient. */
export class InboxMailError extends Error {
  readonly reason: string;
  constructor(err: unknown) {
    const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
    const reason = [code, responseCode].filter(Boolean).join(' ') || 'no code';
    super(`inbox mail not sent (${reason})`);
    this.name = 'InboxMailError';
    this.reason = reason.slice(0, 100);
  }
}

type Target = { ferrierId: string; messageId: string };

const whereMessage = ({ ferrierId, messageId }: Target) =>
  and(eq(messages.id, messageId), eq(messages.ferrierId, ferrierId));

/** Keeps why the mail failed on the message; its own statement, outside the run's rolled-back transaction. */
const noteFailure = (target: Target, reason: string) =>
  systemDb().update(messages).set({ mailFailure: reason, updatedAt: new Date() }).where(whereMessage(target));

export async function mailInboxMessage(target: Target): Promise<JobOutput> {
  try {
    return await systemDb().transaction(async (db): Promise<JobOutput> => {
      const [row] = await db
        .select({
          mailedAt: messages.mailedAt,
          subject: messages.subject,
          body: messages.body,
          to: customers.email,
          firstName: customers.firstName,
          language: customers.language,
          company: ferriers.organizationName,
          companyEmail: ferriers.email,
        })
        .from(messages)
        .innerJoin(
          customers,
          and(eq(customers.id, messages.customerId), eq(customers.ferrierId, messages.ferrierId)),
        )
        .innerJoin(ferriers, eq(ferriers.id, messages.ferrierId))
        .where(whereMessage(target))
        .for('update', { of: messages });
      // Deleted, or gone with its account or customer; or already out (a retry after the mail went).
      if (!row) return { mailed: 0, missing: 1 };
      if (row.mailedAt) return { mailed: 0, alreadyMailed: 1 };
      if (!row.to) {
        // The customer's address was removed after the message was written: nothing to retry.
        await db
          .update(messages)
          .set({ mailFailure: 'NO_ADDRESS', updatedAt: new Date() })
          .where(whereMessage(target));
        return { mailed: 0, noAddress: 1 };
      }
      try {
        await sendMail(
          inboxMail({
            to: row.to,
            language: isLocale(row.language) ? row.language : 'sv',
            firstName: row.firstName,
            subject: row.subject,
            body: row.body,
            company: { name: row.company, email: row.companyEmail },
          }),
        );
      } catch (err) {
        throw new InboxMailError(err);
      }
      await db
        .update(messages)
        .set({ mailedAt: sql`now()`, mailFailure: null, updatedAt: new Date() })
        .where(whereMessage(target));
      return { mailed: 1 };
    });
  } catch (err) {
    if (err instanceof InboxMailError) await noteFailure(target, err.reason);
    throw err;
  }
}

/** Messages older than this and still not mailed are picked up by the sweep. */
const SWEEP_AFTER = '15 minutes';
const SWEEP_BATCH = 100;

/** The scheduled run's safety net: a message whose queued run never happened or ran out of retries. */
async function mailForgottenMessages(): Promise<JobOutput> {
  const due = await systemDb()
    .select({ ferrierId: messages.ferrierId, messageId: messages.id })
    .from(messages)
    .where(
      and(
        isNotNull(messages.customerId),
        isNull(messages.mailedAt),
        sql`${messages.mailFailure} is distinct from 'NO_ADDRESS'`,
        lt(messages.createdAt, sql`now() - ${SWEEP_AFTER}::interval`),
      ),
    )
    .orderBy(messages.createdAt)
    .limit(SWEEP_BATCH);
  let mailed = 0;
  let failed = 0;
  for (const target of due) {
    try {
      mailed += (await mailInboxMessage(target)).mailed ?? 0;
    } catch (err) {
      failed += 1;
      logger.warn({ err: err instanceof InboxMailError ? err : 'inbox mail failed' }, 'Inbox mail sweep');
    }
  }
  return { due: due.length, mailed, failed };
}

export const inboxMailJob = defineJob({
  name: 'inbox-mail',
  payload: z.union([z.object({ ferrierId: z.uuid(), messageId: z.uuid() }), z.object({})]),
  handler: (payload) =>
    'messageId' in payload
      ? mailInboxMessage({ ferrierId: payload.ferrierId, messageId: payload.messageId })
      : mailForgottenMessages(),
  // Every 15 minutes, Stockholm time like every job: the sweep above.
  schedule: '*/15 * * * *',
});
