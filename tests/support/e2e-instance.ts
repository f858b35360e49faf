// One web instance of a scaled-out Hovbook for the browser suite's instances spec (issue 27): the production build
// served by our HTTP server, on the database, data folder and session secret its launcher gives it (DATABASE_URL,
// APP_DATABASE_URL, DATA_DIR, BETTER_AUTH_SECRET), on E2E_INSTANCE_PORT, 127.0.0.1 only. Nothing is created here:
// several instances share what the spec made. With WORKER=off it runs no jobs.
import { stopJobRunner } from '@/server/jobs/queue';

const port = Number(process.env.E2E_INSTANCE_PORT);
process.env.APP_URL = `http://127.0.0.1:${port}`;
process.env.LOG_LEVEL ||= 'warn';
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
const { startWebServer } = await import('@/scripts/web-server');
const web = await startWebServer({ dev: false, port, host: '127.0.0.1' });
console.log(`instance ready on ${process.env.APP_URL}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await web.close().catch(() => undefined);
  await stopJobRunner(5_000).catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
