// What registering an invoice asks of the accounting system (Fortnox): called by the register path for an account
// with an accounting connection, inside the registering's transaction, once its number has been left to the
// accounting system (state 'pending'). The Fortnox integration sends it there at once, so the number Fortnox gives is
// in the answer; when that fails, the invoice keeps the reason and the invoice-accounting-sync job tries again
// (server/integrations/fortnox/after-register.ts).
import type { TenantContext } from '@/server/context';
import { syncAfterRegister } from '@/server/integrations/fortnox/after-register';

export async function afterRegister(ctx: TenantContext, invoiceId: string): Promise<void> {
  await syncAfterRegister(ctx, invoiceId);
}
