// The checks a proxy or an orchestrator asks (issue 27): GET /api/health — the process answers (liveness: no
// database, so a slow database never gets a healthy web instance restarted); GET /api/health/ready — the database
// answers too (readiness: an instance that cannot reach PostgreSQL is taken out of the rotation), within
// READY_TIMEOUT_MS, else 503 at once rather than after the driver's own connect time-out. Here, not in the route
// files, so the tests call them as Next does: a Request in, a Response out.
import 'server-only';
import { noStoreJson } from '@/server/json-response';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { systemDb } from '@/server/db/system';
import { logger } from '@/server/logger';

/** How long readiness waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 2_000;

export function handleHealth(): Response {
  return noStoreJson(200, { status: 'ok' });
}

/** `db`: the database to ask (the system handle; a test passes one that cannot connect). */
export async function handleReady(db: Db = systemDb()): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timedOut]);
    return noStoreJson(200, { status: 'ready' });
  } catch (err) {
    logger.warn({ err }, 'Readiness: the database does not answer');
    return noStoreJson(503, { status: 'unavailable', reason: 'database' });
  } finally {
    clearTimeout(timer);
  }
}
