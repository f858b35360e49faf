// What registering an invoice asks of the accounting system (Fortnox), once the registering's transaction has
// committed: never inside it, so no row lock or pooled connection of the registering waits on an outside call, and
// an invoice that is registered stays registered whatever the accounting system does. The register paths (status
// change, credit, sending a draft) commit first (the invoice registered, state 'pending'), then call this: it sends
// the invoice there at once (server/integrations/fortnox/after-register.ts) and reads it again, so the answer carries
// the number Fortnox gave, or the state pending/failed with the reason while the job tries again.
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller } from '@/server/context';
import { inTenant } from '@/server/db/tenant';
import { syncAfterRegister } from '@/server/integrations/fortnox/after-register';
import { getInvoice } from './read-invoices';

/** The invoice as registering answers it: sent to the accounting system first when it waits for it (pending). */
export async function afterRegisterCommitted(caller: Caller, invoice: Invoice): Promise<Invoice> {
  if (invoice.accounting.state !== 'pending') return invoice;
  await syncAfterRegister(caller, invoice.id);
  return inTenant(caller, (ctx) => getInvoice(ctx, { id: invoice.id }));
}
