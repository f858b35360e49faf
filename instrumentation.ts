// Runs once when the Next.js server starts: a missing or malformed variable stops it here, with its name, rather
// than on the first request, and so does an app database role that row-level security would not bind; then the
// background jobs start (unless RUN_JOBS_IN_WEB=false leaves them to a worker). When our HTTP server asked for the
// API (scripts/web-server.ts, production), it gets the app from here: this module is compiled as Next compiles the
// route handler, so the app is the same code, loaded once.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Next 16 does not call register() while building; checked here too, so `next build` never starts jobs.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The jobs first: with them come the settings their features declare (defineEnv), checked with the rest.
  const { jobsRunInWebProcess, startJobsInWebProcess } = await import('@/server/jobs/queue');
  const { parseEnv } = await import('@/server/env');
  parseEnv();
  const { checkTenantDb } = await import('@/server/db/tenant');
  await checkTenantDb();
  jobsRunInWebProcess(); // a malformed value stops the start like any other variable
  await startJobsInWebProcess();
  const { apiWanted, provideApi } = await import('@/server/api-handle');
  if (apiWanted()) {
    const { apiApp } = await import('@/server/api/app');
    const app = apiApp();
    provideApi((request, env) => app.fetch(request, env));
  }
}
