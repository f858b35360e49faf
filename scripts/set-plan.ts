// `npm run plan:set -- <owner's email> <base|pro|none> [month|year]`: sets an account's plan while billing is off
// (server/billing/set-plan.ts), on DATABASE_URL (or the embedded database).
import { dataDir, ensureAuthSecret, ensureDatabase, loadDotEnv, log } from './runtime';

const [email, plan, interval = 'month'] = process.argv.slice(2);
const PLANS = ['base', 'pro', 'none'] as const;
const INTERVALS = ['month', 'year'] as const;
if (!email || !PLANS.includes(plan as never) || !INTERVALS.includes(interval as never)) {
  console.error('Usage: npm run plan:set -- <owner email> <base|pro|none> [month|year]');
  process.exit(2);
}
loadDotEnv();
const { url, embedded } = await ensureDatabase();
// The settings every server module checks (server/env.ts), as npm start has them.
process.env.DATABASE_URL = url;
process.env.DATA_DIR ||= dataDir();
await ensureAuthSecret();
const { setAccountPlan } = await import('@/server/billing/set-plan');
const done = await setAccountPlan(
  email,
  plan as (typeof PLANS)[number],
  interval as (typeof INTERVALS)[number],
);
// The address is the operator's own input: not repeated in the output, which may end up in a log.
log(done ? `The account's plan is now ${plan}.` : 'No account owner signs in with that email.');
const { closeSystemDb } = await import('@/server/db/system');
await closeSystemDb();
await embedded?.stop();
process.exit(done ? 0 : 1);
