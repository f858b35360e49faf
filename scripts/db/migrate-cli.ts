// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
import { ensureDatabase, loadDotEnv, log } from '../runtime';

loadDotEnv();
const { embedded } = await ensureDatabase();
log('Migrations applied.');
await embedded?.stop();
