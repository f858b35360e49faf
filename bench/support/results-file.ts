// Where a benchmark's figures are kept: bench/results/<name>.json, formatted as the repository's JSON (Prettier), with
// the date of the run first. A trial run (its BENCH_…_SMALL=1) leaves the file as it was.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

export async function saveResults(
  name: string,
  results: Record<string, unknown>,
  { trial, log }: { trial?: string; log: (message: string) => void },
): Promise<void> {
  const relative = `bench/results/${name}.json`;
  if (trial) {
    log(`A trial run (${trial}): ${relative} is left as it was.`);
    return;
  }
  await mkdir('bench/results', { recursive: true });
  const file = path.resolve(relative);
  const json = JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2);
  await writeFile(file, await format(json, { ...(await resolveConfig(file)), parser: 'json' }));
  log(`Written to ${relative}.`);
}
