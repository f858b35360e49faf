// The secret of the /api/cron/* routes, for hosts that schedule HTTP calls instead of running the job worker: a
// caller must send `Authorization: Bearer $CRON_SECRET`. Unset, the routes do not exist (404) and do nothing.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { defineEnv } from '@/server/env';

export const cronEnv = defineEnv(
  z.object({ CRON_SECRET: z.string().min(16, 'must be at least 16 characters').optional() }),
);

/** 'off' without a secret; 'refused' unless the header carries it; 'ok' when it does (compared in constant time). */
export function cronAccess(authorization: string | null): 'off' | 'refused' | 'ok' {
  const secret = cronEnv().CRON_SECRET;
  if (!secret) return 'off';
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return 'refused';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret)) ? 'ok' : 'refused';
}
