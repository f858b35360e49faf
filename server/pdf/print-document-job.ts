// The print-document job: an issued invoice or a locked journal printed and stored (server/pdf/printed-copies.ts)
// once the transaction that issued, signed, amended or sent it has committed, so its first download serves stored
// bytes. It prints only what has no copy for what it shows now (a second run, or a run after a download stored it,
// prints nothing), and nothing for a draft, which is printed anew at each download. As the account's owner, in the
// account's tenant transaction; an account or document gone meanwhile is nothing to do. Every 15 minutes it also
// prints the documents issued or locked in the last day that have no copy at all (their run was lost: the process
// stopped between the commit and the queueing); a copy gone stale through a lost run is printed at its next download.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { asAccountOwner } from '@/server/integrations/fortnox/account-context';
import { defineJob, type JobOutput } from '@/server/jobs/define-job';
import { systemDb } from '@/server/db/system';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';

const log = logger.child({ component: 'print-document' });

const one = z.object({
  ferrierId: z.uuid(),
  kind: z.enum(['invoice', 'journal']),
  id: z.uuid(),
});

/** Prints and stores the document's copy unless it has one for what it shows now; a draft is left as it is. */
export async function printDocument({ ferrierId, kind, id }: z.output<typeof one>): Promise<JobOutput> {
  // Loaded when run, not with jobs.ts: every process that stops or sends jobs loads jobs.ts, and only a runner prints.
  const [{ keepInvoiceCopy }, { keepJournalCopy }] = await Promise.all([
    import('@/server/invoices/download-invoice'),
    import('@/server/journals/pdf/print-journal'),
  ]);
  const outcome = await asAccountOwner(ferrierId, log.child({ ferrierId }), (ctx) =>
    kind === 'invoice' ? keepInvoiceCopy(ctx, { id }) : keepJournalCopy(ctx, id),
  ).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  });
  return { printed: outcome ? 1 : 0 };
}

const SWEEP_BATCH = 50;

/** The sweep: documents issued or locked in the last day without any copy, printed one by one (one failing, the rest go on). */
async function printForgotten(): Promise<JobOutput> {
  const due = await systemDb().execute<{ ferrierId: string; kind: 'invoice' | 'journal'; id: string }>(sql`
    (select i.ferrier_id as "ferrierId", 'invoice' as kind, i.id from invoices i
     where i.registered_at > now() - interval '1 day' and i.status <> 'draft' and i.status <> 'cancelled'
       and not exists (select 1 from printed_documents p
                       where p.ferrier_id = i.ferrier_id and p.kind = 'invoice' and p.record_id = i.id)
     limit ${SWEEP_BATCH})
    union all
    (select j.ferrier_id, 'journal', j.id from journals j
     where j.locked_at > now() - interval '1 day'
       and not exists (select 1 from printed_documents p
                       where p.ferrier_id = j.ferrier_id and p.kind = 'journal' and p.record_id = j.id)
     limit ${SWEEP_BATCH})`);
  let printed = 0;
  let failed = 0;
  for (const document of due) {
    try {
      printed += (await printDocument(document)).printed ?? 0;
    } catch (err) {
      failed += 1;
      log.warn({ err, kind: document.kind, id: document.id }, 'Printing a forgotten document failed');
    }
  }
  return { due: due.length, printed, failed };
}

export const printDocumentJob = defineJob({
  name: 'print-document',
  payload: z.union([one, z.object({})]),
  handler: (payload) => {
    const asked = one.safeParse(payload);
    return asked.success ? printDocument(asked.data) : printForgotten();
  },
  schedule: '*/15 * * * *',
  // Queued by every registering and signing: drained faster than pg-boss's one run per 2 seconds.
  pollSeconds: 0.5,
});
