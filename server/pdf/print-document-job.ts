// The print-document job: an issued invoice or a locked journal printed and stored (server/pdf/printed-copies.ts)
// once the transaction that issued, signed, amended or sent it has committed, so its first download serves stored
// bytes. It prints only what has no copy for what it shows now (a second run, or a run after a download stored it,
// prints nothing), and nothing for a draft, which is printed anew at each download. As the account's owner, in the
// account's tenant transaction; an account or document gone meanwhile is nothing to do.
import { z } from 'zod';
import { keepInvoiceCopy } from '@/server/invoices/download-invoice';
import { asAccountOwner } from '@/server/integrations/fortnox/account-context';
import { defineJob, type JobOutput } from '@/server/jobs/define-job';
import { keepJournalCopy } from '@/server/journals/pdf/print-journal';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';

const log = logger.child({ component: 'print-document' });

const payload = z.object({
  ferrierId: z.uuid(),
  kind: z.enum(['invoice', 'journal']),
  id: z.uuid(),
});

/** Prints and stores the document's copy unless it has one for what it shows now; a draft is left as it is. */
export async function printDocument({ ferrierId, kind, id }: z.output<typeof payload>): Promise<JobOutput> {
  const outcome = await asAccountOwner(ferrierId, log.child({ ferrierId }), (ctx) =>
    kind === 'invoice' ? keepInvoiceCopy(ctx, { id }) : keepJournalCopy(ctx, id),
  ).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  });
  return { printed: outcome ? 1 : 0 };
}

export const printDocumentJob = defineJob({
  name: 'print-document',
  payload,
  handler: printDocument,
  // Queued by every registering and signing: drained faster than pg-boss's one run per 2 seconds.
  pollSeconds: 0.5,
});
