// journals/send/{id} (and create with send: true, outcome 2): the journal's PDF mailed to its keeper. A draft is signed
// first (the keeper gets the signed record); the journal is marked sent and stays locked; the sending (to whom, when)
// is kept in journal_sendings, which nobody may change, and the history names it. The mail goes out last, in the same
// transaction: a mail host that refuses it leaves the journal as it was.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isLocale } from '@/lib/i18n/locales';
import type { Journal } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { customers, journalSendings, journals } from '@/server/db/schema';
import { AppError, defineErrors, type FeatureCodes } from '@/server/errors';
import { sendMail } from '@/server/mail/transport';
import { writeHistory } from '@/server/records/history';
import { journalMail, type Keeper } from './journal-mail';
import { journalRecord } from './journal-record';
import { printJournal, pdfFileName } from './pdf/print-journal';
import { getJournal } from './read-journals';
import { signJournal } from './sign-journal';
import { printWhenCommitted } from '@/server/pdf/printed-copies';

export const SENDING_ERRORS = defineErrors('journalPdf', {
  /** The keeper has no email address (or the journal names no keeper): nothing to send to. */
  KEEPER_WITHOUT_EMAIL: 422,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from SENDING_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof SENDING_ERRORS> {}
}

/** The keeper as the customer register has them now: the address and language the mail goes to. */
async function keeperOf(ctx: TenantContext, journal: Journal): Promise<Keeper> {
  const [customer] = journal.customerId
    ? await ctx.db
        .select({ firstName: customers.firstName, email: customers.email, language: customers.language })
        .from(customers)
        .where(and(eq(customers.id, journal.customerId), eq(customers.ferrierId, ctx.ferrierId)))
    : [];
  const email = customer?.email?.trim();
  if (!customer || !email)
    throw new AppError('KEEPER_WITHOUT_EMAIL', { customerId: 'journalPdf.errors.KEEPER_WITHOUT_EMAIL' });
  return {
    firstName: customer.firstName,
    email,
    language: isLocale(customer.language) ? customer.language : 'sv',
  };
}

export async function sendJournal(ctx: TenantContext, { id }: { id: string }): Promise<Journal> {
  const found = await getJournal(ctx, { id });
  // Checked before anything changes: a keeper without an address leaves a draft a draft.
  const keeper = await keeperOf(ctx, found);
  if (found.status === 'draft') await signJournal(ctx, { id });
  const [row] = await ctx.db
    .update(journals)
    .set({
      sentAt: sql`now()`,
      lockedAt: sql`coalesce(${journals.lockedAt}, now())`,
      sequence: sql`${journals.sequence} + 1`,
    })
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)))
    .returning({ id: journals.id });
  if (!row) throw new AppError('NOT_FOUND');
  await ctx.db
    .insert(journalSendings)
    .values({ ferrierId: ctx.ferrierId, journalId: id, toAddress: keeper.email, sentByUserId: ctx.userId });
  await writeHistory(ctx, journalRecord, id, { action: 'updated', fields: ['sentAt'] });
  // The PDF prints when it was sent: the copy to keep is printed again once this has committed.
  printWhenCommitted(ctx, 'journal', id);
  const { journal, pdf, company } = await printJournal(ctx, id);
  await sendMail(journalMail(journal, keeper, company, { filename: pdfFileName(journal), pdf }));
  return journal;
}
