import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this (no database needed); migrations are applied by scripts/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './db/migrations',
  casing: 'snake_case',
});
