// The invoice-mail job: one sending of an invoice (invoice_sendings, kept by send-invoice.ts) mailed to the customer
// with the PDF as it was stored. Queued once the sending has committed; a mail host that refuses is retried by the
// queue (later each time); a sending already mailed is not mailed twice. It runs in `npm run worker` too (plain Node,
// no app role), so it reads through the system handle, every statement filtered by the sending's account.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import { customers, invoiceSendings, invoices, storedFiles } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { defineJob, type JobOutput } from '@/server/jobs/define-job';
import { logger } from '@/server/logger';
import { sendMail } from '@/server/mail/transport';
import { storage } from '@/server/storage/storage';
import { invoiceMail } from './invoice-mail';

/**
 * A mail host's refusal, told without the address: nodemailer's errors quote the recipient in their message, and
 * neither log lines nor pg-boss's kept output may carry a customer's address.
 */
export class InvoiceMailError extends Error {
  constructor(err: unknown) {
    const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
    super(`invoice mail not sent (${[code, responseCode].filter(Boolean).join(' ') || 'no code'})`);
    this.name = 'InvoiceMailError';
  }
}

export async function mailInvoiceSending({
  ferrierId,
  sendingId,
}: {
  ferrierId: string;
  sendingId: string;
}): Promise<JobOutput> {
  return systemDb().transaction(async (db): Promise<JobOutput> => {
    const [row] = await db
      .select({
        to: invoiceSendings.toAddress,
        mailedAt: invoiceSendings.mailedAt,
        storageKey: storedFiles.storageKey,
        filename: storedFiles.originalName,
        invoiceNumber: invoices.invoiceNumber,
        credit: sql<boolean>`${invoices.creditOfInvoiceId} is not null`,
        grandTotalOre: invoices.grandTotalOre,
        dueDate: invoices.dueDate,
        ocrReference: invoices.ocrReference,
        seller: invoices.seller,
        buyer: invoices.buyer,
        firstName: customers.firstName,
        customerLanguage: customers.language,
      })
      .from(invoiceSendings)
      .innerJoin(
        invoices,
        and(eq(invoices.id, invoiceSendings.invoiceId), eq(invoices.ferrierId, invoiceSendings.ferrierId)),
      )
      .innerJoin(
        storedFiles,
        and(eq(storedFiles.id, invoiceSendings.fileId), eq(storedFiles.ferrierId, invoiceSendings.ferrierId)),
      )
      .innerJoin(
        customers,
        and(eq(customers.id, invoices.customerId), eq(customers.ferrierId, invoiceSendings.ferrierId)),
      )
      .where(and(eq(invoiceSendings.id, sendingId), eq(invoiceSendings.ferrierId, ferrierId)))
      .for('update', { of: invoiceSendings });
    // Gone with its account, or already out (a retry after the mail went): nothing to do.
    if (!row) return { mailed: 0, missing: 1 };
    if (row.mailedAt) return { mailed: 0, alreadyMailed: 1 };
    const pdf = await storage().get(row.storageKey);
    if (!pdf) throw new Error(`the PDF of invoice sending ${sendingId} is not in storage`);
    const language = row.buyer?.language ?? row.customerLanguage;
    const mail = invoiceMail({
      to: row.to,
      language: isLocale(language) ? language : 'sv',
      firstName: row.firstName,
      invoiceNumber: row.invoiceNumber ?? '',
      credit: row.credit,
      grandTotalOre: row.grandTotalOre,
      dueDate: row.dueDate,
      ocrReference: row.ocrReference,
      seller: {
        name: row.seller?.name ?? '',
        email: row.seller?.email ?? null,
        phone: row.seller?.phone ?? null,
      },
      attachment: { filename: row.filename ?? 'invoice.pdf', pdf },
    });
    try {
      await sendMail(mail);
    } catch (err) {
      throw new InvoiceMailError(err);
    }
    await db
      .update(invoiceSendings)
      .set({ mailedAt: sql`now()`, updatedAt: new Date() })
      .where(and(eq(invoiceSendings.id, sendingId), eq(invoiceSendings.ferrierId, ferrierId)));
    return { mailed: 1 };
  });
}

/** Sendings older than this and still not mailed are picked up by the sweep (their own run was lost or ran out). */
const SWEEP_AFTER = '15 minutes';
const SWEEP_BATCH = 100;

/**
 * The safety net of the scheduled run: a sending whose queued run never happened (the process stopped between the
 * commit and the enqueue) or whose retries ran out is mailed now. Each in its own transaction; one refusal does not
 * stop the others, and is tried again at the next sweep.
 */
async function mailForgottenSendings(): Promise<JobOutput> {
  const due = await systemDb()
    .select({ ferrierId: invoiceSendings.ferrierId, sendingId: invoiceSendings.id })
    .from(invoiceSendings)
    .where(
      and(
        isNull(invoiceSendings.mailedAt),
        lt(invoiceSendings.createdAt, sql`now() - ${SWEEP_AFTER}::interval`),
      ),
    )
    .orderBy(invoiceSendings.createdAt)
    .limit(SWEEP_BATCH);
  let mailed = 0;
  let failed = 0;
  for (const sending of due) {
    try {
      mailed += (await mailInvoiceSending(sending)).mailed ?? 0;
    } catch (err) {
      failed += 1;
      logger.warn(
        { err: err instanceof InvoiceMailError ? err : 'invoice mail failed' },
        'Invoice mail sweep',
      );
    }
  }
  return { due: due.length, mailed, failed };
}

export const invoiceMailJob = defineJob({
  name: 'invoice-mail',
  payload: z.union([z.object({ ferrierId: z.uuid(), sendingId: z.uuid() }), z.object({})]),
  handler: (payload) =>
    'sendingId' in payload
      ? mailInvoiceSending({ ferrierId: payload.ferrierId, sendingId: payload.sendingId })
      : mailForgottenSendings(),
  // Every 15 minutes, Stockholm time like every job: the sweep above.
  schedule: '*/15 * * * *',
});
