// Vitest global setup for the API tests (and the fuzz): one migrated database and one data folder per run and project.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    appDatabaseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await createTestDatabase(project.name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hovbook-api-'));
  project.provide('databaseUrl', db.url);
  project.provide('appDatabaseUrl', db.appUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
