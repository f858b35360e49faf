// The browser tests' second server, with billing on (issue 26): the same production build as the main one
// (tests/support/e2e-server.ts, which built it), on a database of its own, with a fake Stripe in this process
// (tests/support/fake-stripe.ts) whose checkout page a real browser pays on and whose events it posts to this
// server's own /api/webhooks/stripe. The main server stays as `npm start` is without keys: billing off. Started and
// stopped by the spec that needs it (tests/e2e/support/billing-server.ts); listens on 127.0.0.1 only.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureAuthSecret } from '@/scripts/runtime';
import { leaveSignalsToLauncher } from '@/scripts/db/embedded-postgres';
import { stopJobRunner } from '@/server/jobs/queue';
import { startFakeStripe } from './fake-stripe';
import { createTestDatabase } from './test-database';

const port = Number(process.env.E2E_BILLING_PORT || 3102);
const dataDir = path.resolve(process.env.E2E_BILLING_DATA_DIR || '.data/e2e-billing');
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.APP_URL = `http://127.0.0.1:${port}`;
process.env.LOG_LEVEL ||= 'warn';
await ensureAuthSecret();
const db = await createTestDatabase(`e2e_billing_${port}`);
process.env.DATABASE_URL = db.url;
process.env.APP_DATABASE_URL = db.appUrl;
const fake = await startFakeStripe({ configure: true });
// Stripe's pricing table is configured too: the browser cannot reach js.stripe.com here, so the profile shows that it
// could not be loaded and keeps Hovbook's own plan cards (what the specs pay with).
process.env.STRIPE_PRICING_TABLE_ID = 'prctbl_fake';
fake.deliverTo(`${process.env.APP_URL}/api/webhooks/stripe`);

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
const { startWebServer } = await import('@/scripts/web-server');
const web = await startWebServer({ dev: false, port, host: '127.0.0.1' });
console.log(`billing server ready on ${process.env.APP_URL}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await web.close().catch(() => undefined);
  await stopJobRunner(5_000).catch(() => undefined);
  await fake.close();
  await db.drop().catch((err: unknown) => console.error('e2e billing database cleanup failed', err));
  process.exit(0);
}
leaveSignalsToLauncher();
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
