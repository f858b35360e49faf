// `npm run seed`: adds the reference data and the demo account to DATABASE_URL (or the embedded database).
import { ensureDatabase, loadDotEnv, log } from '../runtime';
import { DEMO_LOGIN, seedDemo } from './demo';

loadDotEnv();
const { url, embedded } = await ensureDatabase();
log(
  (await seedDemo(url))
    ? `Seeded the demo account ${DEMO_LOGIN.email}.`
    : 'The demo account was already there.',
);
await embedded?.stop();
