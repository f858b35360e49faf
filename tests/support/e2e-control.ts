// The browser tests' handle on their server's background jobs: a small HTTP server on 127.0.0.1 (a free port, written
// to $DATA_DIR/e2e-control.json) that runs a job now, through the server's own pg-boss runner, and answers with its
// output — so a spec need not wait for the job's schedule (the reminder sweep runs each minute). It is part of the
// test server only (tests/support/e2e-server.ts), never of the app.
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTROL_FILE = 'e2e-control.json';

export async function startE2eControl(dataDir: string): Promise<Server> {
  // Loaded once the environment names the test database (the caller sets it first).
  const { runJob } = await import('./run-job');
  const { JOB_NAMES } = await import('@/server/jobs/jobs');
  const server = createServer((req, res) => {
    const name = /^\/jobs\/([a-z-]+)$/.exec(req.url ?? '')?.[1];
    const job = JOB_NAMES.find((n) => n === name);
    if (req.method !== 'POST' || !job) {
      res.writeHead(404).end();
      return;
    }
    runJob(job).then(
      (output) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(output)),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await writeFile(path.join(dataDir, CONTROL_FILE), JSON.stringify({ url: `http://127.0.0.1:${port}` }));
  return server;
}

/** In a spec: runs `name` on the test server now and returns its output. */
export async function runServerJob(dataDir: string, name: string): Promise<Record<string, number>> {
  const { readFile } = await import('node:fs/promises');
  const { url } = JSON.parse(await readFile(path.join(dataDir, CONTROL_FILE), 'utf8')) as { url: string };
  const res = await fetch(`${url}/jobs/${name}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${name} on the test server: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, number>;
}
