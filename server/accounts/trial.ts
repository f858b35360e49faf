// The free trial: 7 days from email verification, no card (spec 1, 9). Its end is kept on the account alone
// (ferriers.trial_ends_at): the plan check, the trial's notice and subscriptions/current read it there.
import 'server-only';
import { eq } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { ferriers } from '@/server/db/schema';
import { TRIAL_DAYS } from '@/lib/plans';

export async function startTrial(ferrierId: string, now = new Date()): Promise<Date> {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await systemDb().update(ferriers).set({ status: 'active', trialEndsAt }).where(eq(ferriers.id, ferrierId));
  return trialEndsAt;
}
