// The free trial: 7 days from email verification, no card (spec 1, 9).
import 'server-only';
import { eq } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { ferriers } from '@/server/db/schema';

export const TRIAL_DAYS = 7;

export async function startTrial(ferrierId: string, now = new Date()): Promise<Date> {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await systemDb().update(ferriers).set({ status: 'active', trialEndsAt }).where(eq(ferriers.id, ferrierId));
  return trialEndsAt;
}
