// What registering an invoice asks of the accounting system (Fortnox): called by the register path for an account
// with an accounting connection, once its number has been left to the accounting system (state 'pending'). A no-op
// until the Fortnox integration fills it in (it enqueues the job that creates the invoice there).
import 'server-only';
import type { TenantContext } from '@/server/context';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature the Fortnox integration fills in
export async function afterRegister(ctx: TenantContext, invoiceId: string): Promise<void> {}
