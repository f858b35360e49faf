// The checks a proxy or an orchestrator asks (issue 27; server/health/health.ts, served at /api/health and
// /api/health/ready): liveness answers without the database; readiness answers 200 when PostgreSQL does, and 503
// within its 2 seconds when PostgreSQL cannot be reached — not after the driver's own connect time-out.
import { createServer, type AddressInfo } from 'node:net';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { handleHealth, handleReady, READY_TIMEOUT_MS } from '@/server/health/health';
import { freePort } from '@/scripts/db/free-port';

// A database address where nothing listens, and one that accepts the connection but never answers.
const refused = postgres(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`, {
  max: 1,
  onnotice: () => {},
});
const listener = createServer(() => undefined);
await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
const silent = { port: (listener.address() as AddressInfo).port, close: () => listener.close() };
const hanging = postgres(`postgres://nobody@127.0.0.1:${silent.port}/nothing`, {
  max: 1,
  connect_timeout: 30,
  onnotice: () => {},
});
afterAll(async () => {
  await Promise.all([refused.end({ timeout: 1 }), hanging.end({ timeout: 1 })]);
  silent.close();
});

describe('health checks', () => {
  it('/api/health: the process answers, with no database asked', async () => {
    const res = handleHealth();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/api/health/ready: 200 when PostgreSQL answers', async () => {
    const res = await handleReady();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('/api/health/ready: 503 when PostgreSQL refuses the connection', async () => {
    const res = await handleReady(drizzle(refused, { schema, casing: 'snake_case' }));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database' });
  });

  it('/api/health/ready: 503 within its time-out when PostgreSQL never answers', async () => {
    const started = Date.now();
    const res = await handleReady(drizzle(hanging, { schema, casing: 'snake_case' }));
    expect(res.status).toBe(503);
    // The driver would wait its 30 s connect time-out; readiness gives up after its own 2 s.
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 5_000);
  });
});
