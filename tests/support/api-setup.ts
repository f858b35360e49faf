// Runs in each test worker before the tests: points the server code at the run's database and data folder.
import { afterAll, inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.APP_DATABASE_URL = inject('appDatabaseUrl');
process.env.DATA_DIR = inject('dataDir');
process.env.BETTER_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
process.env.APP_URL = 'http://localhost:3000';
process.env.LOG_LEVEL = 'silent';

afterAll(async () => {
  const { closeDb } = await import('@/server/db');
  await closeDb();
});
