// Benchmark (not a test; it never fails on timing) of issue 11: the authenticated request path of the production
// server (`npm start`) against a bare node:http + postgres.js server doing the same work (bench/baseline/server.mjs),
// run interleaved A B A B with autocannon on one database; then how the first page, a search and the suggestions
// grow from a tenant of 1,000 horses to one of 100,000; the server's memory under load and its cold start.
// Run: npm run bench:api. Results are printed and written to bench/results/api.json.
//
// Env: BENCH_SECONDS (20) per run, BENCH_WARMUP_SECONDS (5), BENCH_ROUNDS (2: A B A B), BENCH_CONNECTIONS (10),
// BENCH_GROWTH_SECONDS (10), BENCH_SMALL_ROWS (1000), BENCH_LARGE_ROWS (100000), BENCH_BASELINE_WALL (on|off: the
// baseline reads in a tenant transaction as the app role, or as the owner without one). BENCH_QUICK=1 shortens all
// of it for a trial run (3 s runs, 10,000 rows).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { format, resolveConfig } from 'prettier';
import { freePort } from '@/scripts/db/free-port';
import { ensureAuthSecret } from '@/scripts/runtime';
import { createTestDatabase } from '@/tests/support/test-database';
import { createAccount, insertRegisters, login } from './support/bulk-registers';
import { combine, runLoad, type LoadResult, type LoadTarget } from './support/load';
import { round, rssMb } from './support/processes';
import { startProductionServer } from './support/production-server';
import { spawnServer, type SpawnedServer } from './support/spawned-server';

const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, normal: number, short: number) =>
  Number(process.env[name] || (quick ? short : normal));
const SECONDS = num('BENCH_SECONDS', 20, 3);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 5, 1);
const ROUNDS = num('BENCH_ROUNDS', 2, 1);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10, 10);
const GROWTH_SECONDS = num('BENCH_GROWTH_SECONDS', 10, 3);
const SMALL_ROWS = num('BENCH_SMALL_ROWS', 1_000, 1_000);
const LARGE_ROWS = num('BENCH_LARGE_ROWS', 100_000, 10_000);
const BASELINE_WALL = process.env.BENCH_BASELINE_WALL !== 'off';
const PASSWORD = 'Bänk-Lösen-2026!';

// Search terms, as the same strings at both sizes. Specific: what finds one horse or owner (an email, a chip
// number, a name with its number, a phone number as typed). Broad: a tenth or more of the register matches.
const SPECIFIC_TERMS = ['kund12@', '100000123', 'ronja 15', '0701000045'];
const BROAD_TERMS = ['kanel', 'berg', 'uppsala'];
const searchPaths = (route: string, terms: string[]) =>
  terms.map((t) => `/api/v1/animals/${route}?search=${encodeURIComponent(t)}`);

const log = (m: string) => console.log(`[bench:api] ${m}`);

async function animalIds(url: string, ferrierId: string, count: number): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: string }[]>`
      select id from animals where ferrier_id = ${ferrierId} order by id limit ${count}`;
    return rows.map((r) => r.id);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** JSON with its keys sorted, so two answers compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

async function sameAnswer(a: string, b: string, pathName: string, token: string): Promise<boolean> {
  const get = async (base: string) => {
    const res = await fetch(`${base}${pathName}`, { headers: { authorization: `Bearer ${token}` } });
    return `${res.status} ${canonical(await res.json())}`;
  };
  return (await get(a)) === (await get(b));
}

type Comparison = {
  scenario: string;
  hovbook: LoadResult;
  baseline: LoadResult;
  /** Hovbook's throughput over the baseline's. */
  ratio: number;
  /** Hovbook's p95 over the baseline's. */
  p95Ratio: number;
  runs: { hovbook: LoadResult[]; baseline: LoadResult[] };
};
type Growth = {
  scenario: string;
  small: LoadResult;
  large: LoadResult;
  p95Growth: number;
  p50Growth: number;
};

const targetOf = (s: SpawnedServer): LoadTarget => ({
  base: s.base,
  serverPid: s.serverPid,
  tree: s.processes.map((p) => p.pid),
});

const summary = (r: LoadResult) => ({
  'req/s': r.rps,
  'p50 ms': r.p50,
  'p95 ms': r.p95,
  'p99 ms': r.p99,
  'CPU ms/req': r.cpuMsPerRequest,
  'peak RSS MB': r.peakRssMb,
  failures: r.failures,
});

const db = await createTestDatabase('bench_api');
const servers: SpawnedServer[] = [];
try {
  process.env.DATA_DIR = path.resolve('.data/bench');
  await ensureAuthSecret();

  const started = performance.now();
  const small = await createAccount(db.url, 'bench-small@hovbook.se', PASSWORD);
  const large = await createAccount(db.url, 'bench-large@hovbook.se', PASSWORD);
  await insertRegisters(db.url, small.ferrierId, SMALL_ROWS);
  await insertRegisters(db.url, large.ferrierId, LARGE_ROWS);
  log(
    `Seeded ${SMALL_ROWS} and ${LARGE_ROWS} customers and horses in two tenants ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );

  log('Starting the production server (npm start) and the baseline…');
  const hovbook = await startProductionServer(db.url, db.appUrl);
  servers.push(hovbook);
  const hovbookIdle = {
    serverRssMb: round(rssMb(hovbook.serverPid)),
    processes: hovbook.processes.map((p) => ({
      pid: p.pid,
      name: p.name,
      server: p.pid === hovbook.serverPid,
      rssMb: round(rssMb(p.pid)),
    })),
  };
  const baselinePort = await freePort();
  const baseline = await spawnServer({
    command: process.execPath,
    args: [path.resolve('bench/baseline/server.mjs')],
    port: baselinePort,
    readyPath: '/api/v1/animals/list',
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      APP_DATABASE_URL: db.appUrl,
      PORT: String(baselinePort),
      HOST: '127.0.0.1',
      BASELINE_WALL: BASELINE_WALL ? 'on' : 'off',
    },
  });
  servers.push(baseline);
  log(
    `Cold start (spawn → first answer): npm start ${hovbook.coldStartMs} ms, baseline ${baseline.coldStartMs} ms.`,
  );

  const smallToken = await login(hovbook.base, small);
  const largeToken = await login(hovbook.base, large);
  const detailPaths = (await animalIds(db.url, small.ferrierId, 50)).map(
    (id) => `/api/v1/animals/details/${id}`,
  );
  const scenarios = [
    { name: 'animals/list?limit=50', paths: ['/api/v1/animals/list?limit=50'] },
    { name: 'animals/details/{id}', paths: detailPaths },
  ];
  const same = {
    list: await sameAnswer(hovbook.base, baseline.base, scenarios[0]!.paths[0]!, smallToken),
    details: await sameAnswer(hovbook.base, baseline.base, detailPaths[0]!, smallToken),
  };
  log(`Same JSON from both: list ${same.list ? 'yes' : 'NO'}, details ${same.details ? 'yes' : 'NO'}.`);

  const sides = [
    { side: 'Hovbook (npm start)', target: targetOf(hovbook) },
    {
      side: `baseline (node:http + postgres.js${BASELINE_WALL ? ', same wall' : ', no wall'})`,
      target: targetOf(baseline),
    },
  ];
  log(`Warming up (${WARMUP_SECONDS} s per server and scenario)…`);
  for (const { paths } of scenarios) {
    for (const { target } of sides) {
      await runLoad(target, { paths, token: smallToken, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    }
  }

  log(`Throughput: ${ROUNDS} rounds of ${SECONDS} s per side, interleaved, ${CONNECTIONS} connections…`);
  const throughput: Comparison[] = [];
  for (const { name, paths } of scenarios) {
    const runs: LoadResult[][] = sides.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, { target }] of sides.entries()) {
        runs[i]!.push(
          await runLoad(target, { paths, token: smallToken, connections: CONNECTIONS, seconds: SECONDS }),
        );
      }
    }
    const [ours, bare] = runs.map(combine) as [LoadResult, LoadResult];
    throughput.push({
      scenario: name,
      hovbook: ours,
      baseline: bare,
      ratio: +(ours.rps / bare.rps).toFixed(2),
      p95Ratio: +(ours.p95 / bare.p95).toFixed(2),
      runs: { hovbook: runs[0]!, baseline: runs[1]! },
    });
  }

  log(
    `Growth: ${SMALL_ROWS} → ${LARGE_ROWS} rows, ${ROUNDS} rounds of ${GROWTH_SECONDS} s per size, interleaved…`,
  );
  const growthScenarios = [
    { name: 'first page (animals/list)', paths: ['/api/v1/animals/list'] },
    { name: 'search, specific terms', paths: searchPaths('list', SPECIFIC_TERMS) },
    { name: 'search, broad terms', paths: searchPaths('list', BROAD_TERMS) },
    { name: 'suggestions, specific terms', paths: searchPaths('suggestions', SPECIFIC_TERMS) },
    { name: 'suggestions, broad terms', paths: searchPaths('suggestions', BROAD_TERMS) },
  ];
  const target = targetOf(hovbook);
  const growth: Growth[] = [];
  for (const { name, paths } of growthScenarios) {
    const runs: LoadResult[][] = [[], []];
    await runLoad(target, { paths, token: largeToken, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, token] of [smallToken, largeToken].entries()) {
        runs[i]!.push(
          await runLoad(target, { paths, token, connections: CONNECTIONS, seconds: GROWTH_SECONDS }),
        );
      }
    }
    const [atSmall, atLarge] = runs.map(combine) as [LoadResult, LoadResult];
    growth.push({
      scenario: name,
      small: atSmall,
      large: atLarge,
      p95Growth: +(atLarge.p95 / atSmall.p95).toFixed(2),
      p50Growth: +(atLarge.p50 / atSmall.p50).toFixed(2),
    });
  }

  const peak = (runs: LoadResult[], pick: (r: LoadResult) => number | null) =>
    Math.max(...runs.map((r) => pick(r) ?? 0));
  const ourRuns = throughput.flatMap((t) => t.runs.hovbook);
  const growthRuns = growth.flatMap((g) => [g.small, g.large]);
  const memory = {
    hovbook: {
      idleAfterStartMb: hovbookIdle.serverRssMb,
      peakUnderLoadMb: peak(ourRuns, (r) => r.peakRssMb),
      processTreePeakMb: peak(ourRuns, (r) => r.treePeakRssMb),
      peakWithGrowthRunsMb: peak([...ourRuns, ...growthRuns], (r) => r.peakRssMb),
      processes: hovbookIdle.processes,
    },
    baseline: {
      peakUnderLoadMb: peak(
        throughput.flatMap((t) => t.runs.baseline),
        (r) => r.peakRssMb,
      ),
    },
  };

  console.log(
    `\nAuthenticated reads, tenant of ${SMALL_ROWS} horses, ${CONNECTIONS} connections, ${ROUNDS}×${SECONDS} s per side (medians of the runs):`,
  );
  console.table(
    throughput.flatMap((t) => [
      { scenario: t.scenario, side: sides[0]!.side, ...summary(t.hovbook) },
      { scenario: t.scenario, side: sides[1]!.side, ...summary(t.baseline) },
    ]),
  );
  for (const t of throughput) {
    console.log(
      `  ${t.scenario}: throughput ratio ${t.ratio}× the baseline, p95 ${t.p95Ratio}× the baseline's`,
    );
  }
  console.log(`\nGrowth ${SMALL_ROWS} → ${LARGE_ROWS} rows in one tenant (Hovbook):`);
  console.table(
    growth.map((g) => ({
      scenario: g.scenario,
      [`p95 ms (${SMALL_ROWS})`]: g.small.p95,
      [`p95 ms (${LARGE_ROWS})`]: g.large.p95,
      'p95 growth': g.p95Growth,
      [`p50 ms (${SMALL_ROWS})`]: g.small.p50,
      [`p50 ms (${LARGE_ROWS})`]: g.large.p50,
      [`req/s (${LARGE_ROWS})`]: g.large.rps,
    })),
  );
  console.log(
    `\nMemory (RSS): Hovbook's server ${memory.hovbook.idleAfterStartMb} MB after start, ` +
      `${memory.hovbook.peakUnderLoadMb} MB at peak under load (with its launchers ${memory.hovbook.processTreePeakMb} MB); ` +
      `baseline ${memory.baseline.peakUnderLoadMb} MB at peak.`,
  );
  console.log(
    `Resident after npm start: ${hovbookIdle.processes.map((p) => `${p.name}${p.server ? ' (server)' : ''} ${p.rssMb} MB`).join(', ')}.`,
  );
  console.log(`Cold start, spawn → first API answer: npm start ${hovbook.coldStartMs} ms (already built).`);

  await mkdir('bench/results', { recursive: true });
  // Formatted as the repository's other JSON, so the lint passes with the results committed.
  const results = JSON.stringify(
    {
      date: new Date().toISOString(),
      settings: {
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        growthSeconds: GROWTH_SECONDS,
        smallRows: SMALL_ROWS,
        largeRows: LARGE_ROWS,
        baselineWall: BASELINE_WALL,
        specificTerms: SPECIFIC_TERMS,
        broadTerms: BROAD_TERMS,
      },
      sameJson: same,
      throughput,
      growth,
      memory,
      coldStartMs: { hovbook: hovbook.coldStartMs, baseline: baseline.coldStartMs },
    },
    null,
    2,
  );
  const file = path.resolve('bench/results/api.json');
  await writeFile(file, await format(results, { ...(await resolveConfig(file)), parser: 'json' }));
  log('Written to bench/results/api.json.');
} finally {
  for (const server of servers) await server.stop();
  await db.drop();
}
