// What registering an invoice asks of the accounting system (Fortnox), once the registering's transaction has
// committed: never inside it, so no row lock or pooled connection of the registering waits on an outside call, and
// an invoice that is registered stays registered whatever the accounting system does. The register paths (status
// change, credit, sending a draft) ask for it on their transaction (syncWhenCommitted: the kit's after-commit step,
// ctx.afterCommit), which sends the invoice there once committed (server/integrations/fortnox/after-register.ts);
// they then answer the invoice as it now stands there (asSynced): the number Fortnox gave, or the state
// pending/failed with the reason while the job tries again.
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller, TenantContext } from '@/server/context';
import { inTenant } from '@/server/db/tenant';
import { syncAfterRegister } from '@/server/integrations/fortnox/after-register';
import { getInvoice } from './read-invoices';

/** On the transaction registering `invoice`: once committed, it goes to the accounting system when it waits for it. */
export function syncWhenCommitted(ctx: TenantContext, invoice: Invoice): void {
  if (invoice.accounting.state !== 'pending') return;
  const { db: _db, afterCommit: _afterCommit, ...caller } = ctx;
  ctx.afterCommit(() => syncAfterRegister(caller, invoice.id));
}

/**
 * The invoice as registering answers it, once its transaction (and the sync asked on it) is done: read again when it
 * waited for the accounting system, so the answer carries what the sync made of it.
 */
export async function asSynced(caller: Caller, invoice: Invoice): Promise<Invoice> {
  if (invoice.accounting.state !== 'pending') return invoice;
  return inTenant(caller, (ctx) => getInvoice(ctx, { id: invoice.id }));
}
