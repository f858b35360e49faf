// Signatures and amendments are the Pro feature `journalSignatures` (spec 1). The routes that only sign declare it;
// create with `sign` and an update of a signed journal (an amendment) reach it through routes open to every plan, so
// the use case asks here, where the work is done (a trial has every feature).
import 'server-only';
import { planOf } from '@/server/access/account-plan';
import { planAllows } from '@/server/access/plan';
import type { TenantContext } from '@/server/context';
import { AppError } from '@/server/errors';

/** PLAN_REQUIRED unless the account may sign and amend journals. */
export async function assertJournalSignatures(ctx: TenantContext): Promise<void> {
  const plan = await planOf(ctx);
  // A read-only account (plan none) reaches this only by reading — verifying what it signed before; every route that
  // writes refused it already (READ_ONLY).
  if (plan !== 'none' && !planAllows(plan, 'journalSignatures')) throw new AppError('PLAN_REQUIRED');
}
