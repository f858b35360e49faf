// Benchmark (not a test) of the public site against the production build: the JavaScript a first visit loads
// (gzip) on every marketing page, and Lighthouse's mobile scores in the system Chromium for /, /prices and
// /features in both languages. Targets (issue 4): performance ≥ 95, accessibility 100, first-load JS ≤ 120 KB gzip.
// Run: npm run bench:site. Results are printed and written to bench/results/site.json.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localePath } from '@/lib/site/urls';
import { SITE_PAGES } from '@/lib/site/pages';
import { ensureAuthSecret } from '@/scripts/runtime';
import { createTestDatabase } from '@/tests/support/test-database';
import { startProductionServer, type ProductionServer } from './support/production-server';

const LIGHTHOUSE_PATHS = ['/', '/prices', '/features'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const CHROME = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Every script a modern browser loads on first visit: the page's chunk tags (not the noModule polyfill). */
async function firstLoadJs(base: string, pagePath: string) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const polyfills = new Set([...html.matchAll(/<script src="([^"]+)" noModule=""/g)].map((m) => m[1]));
  const chunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)]
      .map((m) => m[0])
      .filter((src) => !polyfills.has(src)),
  );
  let raw = 0;
  let gzip = 0;
  for (const src of chunks) {
    const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return {
    page: pagePath,
    scripts: chunks.size,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gzip / 1024).toFixed(1),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseScores(base: string, pagePath: string, port: number) {
  const runs: Record<string, number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${base}${pagePath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result!.lhr.categories;
    runs.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      lcpMs: Math.round(result!.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(result!.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: +(result!.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    });
    const failed = Object.values(result!.lhr.audits).filter(
      (audit) =>
        audit.score === 0 &&
        result!.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
    );
    if (failed.length)
      console.log(`  ${pagePath}: accessibility audits failing: ${failed.map((a) => a.id).join(', ')}`);
  }
  const keys = Object.keys(runs[0]!);
  return {
    page: pagePath,
    runs: RUNS,
    ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]!))])),
  };
}

const db = await createTestDatabase('bench-site');
let server: ProductionServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await ensureAuthSecret();
  server = await startProductionServer(db.url, db.appUrl);
  const pages = [
    ...SITE_PAGES.map((p) => p.path),
    '/blog/planning-shoeing-intervals',
    '/tutorials/get-started',
  ];
  const js = [];
  for (const page of pages) js.push(await firstLoadJs(server.base, page));
  console.log('\nFirst-load JavaScript (gzip), marketing pages:');
  console.table(js);

  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const scores = [];
  for (const locale of ['en', 'sv'] as const) {
    for (const page of LIGHTHOUSE_PATHS) {
      scores.push(await lighthouseScores(server.base, localePath(locale, page), chrome.port));
    }
  }
  console.log(`\nLighthouse, mobile (default throttling), median of ${RUNS} runs:`);
  console.table(scores);

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    firstLoadJs: js,
    lighthouse: scores,
  };
  await mkdir(path.resolve('bench/results'), { recursive: true });
  await writeFile(path.resolve('bench/results/site.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await chrome?.kill();
  await server?.stop();
  await db.drop();
}
