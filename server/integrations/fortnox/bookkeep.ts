// POST invoices/bookkeep/{id}: books a synced invoice in Fortnox (PUT /3/invoices/{n}/bookkeep); from then on it is
// locked here too (corrections are credit invoices). Fortnox is called outside any transaction.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller } from '@/server/context';
import { invoices } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import '@/server/invoices/errors';
import { getInvoice } from '@/server/invoices/read-invoices';
import { fortnoxClient } from './client';
import { fortnoxConfig } from './env';
import { reasonOf } from './errors';
import { hasConnection } from './tokens';

export async function bookkeepInvoice(caller: Caller, { id }: { id: string }): Promise<Invoice> {
  const { invoice, connected } = await inTenant(caller, async (ctx) => ({
    invoice: await getInvoice(ctx, { id }),
    connected: await hasConnection(ctx.db, ctx.ferrierId),
  }));
  if (invoice.accounting.bookkept) return invoice;
  const config = fortnoxConfig();
  if (!connected || !config) throw new AppError('ACCOUNTING_NOT_CONNECTED');
  const documentNumber = invoice.accounting.documentNumber;
  if (!documentNumber) throw new AppError('INVOICE_NOT_ISSUED');
  try {
    await fortnoxClient(config, caller.ferrierId, caller.log).request(
      'PUT',
      `/invoices/${encodeURIComponent(documentNumber)}/bookkeep`,
    );
  } catch (err) {
    caller.log.warn({ invoiceId: id, reason: reasonOf(err) }, 'Fortnox did not bookkeep the invoice');
    throw new AppError('ACCOUNTING_FAILED', undefined, undefined, { details: { reason: reasonOf(err) } });
  }
  return inTenant(caller, async (ctx) => {
    const now = new Date();
    const [row] = await ctx.db
      .select({ lockedAt: invoices.lockedAt })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId)))
      .for('update');
    await ctx.db
      .update(invoices)
      .set({ bookkeptAt: now, lockedAt: row?.lockedAt ?? now })
      .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId)));
    return getInvoice(ctx, { id });
  });
}
