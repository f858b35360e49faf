// `npm run dev`: the same database set-up as `npm start`, then Next's development server with hot reload.
import { spawn } from 'node:child_process';
import { dataDir, ensureAuthSecret, ensureDatabase, loadDotEnv, log, nextBin } from './runtime';
import { DEMO_LOGIN, seedDemo } from './seed/demo';

loadDotEnv();
process.env.DATA_DIR ||= dataDir();
await ensureAuthSecret();
const { url, embedded } = await ensureDatabase();
await seedDemo(url);
const port = process.env.PORT || '3000';
process.env.APP_URL ||= `http://localhost:${port}`;
log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
const server = spawn(process.execPath, [nextBin(), 'dev', '-p', port], {
  stdio: 'inherit',
  env: process.env,
});
const stop = async () => {
  server.kill('SIGTERM');
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
};
server.on('exit', () => void stop());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
