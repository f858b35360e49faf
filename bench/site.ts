// Benchmark (not a test) of the public site against the production build as `npm start` serves it, measured side by
// side with a minimal Next.js page of the same versions (bench/minimal-next, served by `next start`): the JavaScript
// a first visit loads (gzip) on every marketing page, and Lighthouse's mobile scores in the system Chromium for /,
// /prices and /features in both languages, each run paired with a run of the minimal page (the order alternating by
// round), so that the load of a shared machine falls on both alike. Target (issue 11): every page's performance within
// 5 points of the minimal page's, accessibility, best practices and SEO 100.
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
import { startMinimalNext, type MinimalServer } from './support/minimal-next';
import { startProductionServer, type ProductionServer } from './support/production-server';

const LIGHTHOUSE_PATHS = ['/', '/prices', '/features'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const CHROME = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const MINIMAL = 'minimal Next.js page';

/** Every script a modern browser loads on first visit: the page's chunk tags (not the noModule polyfill). */
async function firstLoadJs(base: string, pagePath: string, label = pagePath) {
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
    page: label,
    scripts: chunks.size,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gzip / 1024).toFixed(1),
    htmlGzipKB: +(gzipSync(html).length / 1024).toFixed(1),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Run = Record<string, number>;
type Item = Record<string, unknown>;
const detailItems = (audit: { details?: unknown } | undefined): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []).filter(Boolean);

/** The part of the LCP spent after the last byte it needed arrived (waiting for styles, scripts, the main thread). */
function renderDelayMs(audits: Record<string, { details?: unknown }>): number {
  for (const item of detailItems(audits['largest-contentful-paint-element'])) {
    const phases = (item as { items?: Item[] }).items ?? [];
    const delay = phases.find((p) => /render delay/i.test(String(p.phase)));
    if (delay) return Math.round(Number(delay.timing));
  }
  return NaN;
}

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result!.lhr;
  const failed = Object.values(audits).filter(
    (audit) =>
      audit.score === 0 &&
      Object.values(categories).some(
        (c) => c.id !== 'performance' && c.auditRefs.some((r) => r.id === audit.id),
      ),
  );
  if (failed.length) console.log(`  ${url}: audits failing: ${failed.map((a) => a.id).join(', ')}`);
  const transfer = (type: string) =>
    Number(detailItems(audits['resource-summary']).find((i) => i.resourceType === type)?.transferSize ?? 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    lcpRenderDelayMs: renderDelayMs(audits),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    // Everything the visit fetched while Lighthouse watched, prefetches after load included.
    scriptKB: +(transfer('script') / 1024).toFixed(1),
    stylesheetKB: +(transfer('stylesheet') / 1024).toFixed(1),
    requests: Number(
      detailItems(audits['resource-summary']).find((i) => i.resourceType === 'total')?.requestCount ?? 0,
    ),
  };
}

const medians = (page: string, runs: Run[]) => ({
  page,
  runs: runs.length,
  ...(Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(runs.map((r) => r[k]!))])) as Run),
  performance: median(runs.map((r) => r.performance!)),
});

const db = await createTestDatabase('bench-site');
let server: ProductionServer | undefined;
let minimal: MinimalServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await ensureAuthSecret();
  server = await startProductionServer(db.url, db.appUrl);
  minimal = await startMinimalNext();
  const pages = [
    ...SITE_PAGES.map((p) => p.path),
    '/blog/planning-shoeing-intervals',
    '/tutorials/get-started',
  ];
  const js = [await firstLoadJs(minimal.base, '/', MINIMAL)];
  for (const page of pages) js.push(await firstLoadJs(server.base, page));
  console.log('\nFirst-load JavaScript (gzip), marketing pages:');
  console.table(js);

  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const sitePaths = (['en', 'sv'] as const).flatMap((locale) =>
    LIGHTHOUSE_PATHS.map((p) => localePath(locale, p)),
  );
  // Each page's runs, each with the run of the minimal page made right before or after it.
  const pairs = new Map<string, { site: Run; minimal: Run }[]>(sitePaths.map((p) => [p, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const page of sitePaths) {
      const minimalFirst = round % 2 === 0;
      const first = await lighthouseRun(
        minimalFirst ? `${minimal.base}/` : `${server.base}${page}`,
        chrome.port,
      );
      const second = await lighthouseRun(
        minimalFirst ? `${server.base}${page}` : `${minimal.base}/`,
        chrome.port,
      );
      pairs
        .get(page)!
        .push(minimalFirst ? { minimal: first, site: second } : { site: first, minimal: second });
    }
    console.log(`  round ${round + 1} of ${RUNS} done`);
  }
  const reference = medians(
    MINIMAL,
    [...pairs.values()].flat().map((p) => p.minimal),
  );
  const scores = sitePaths.map((page) => {
    const runs = pairs.get(page)!;
    return {
      ...medians(
        page,
        runs.map((p) => p.site),
      ),
      minimalPerformance: median(runs.map((p) => p.minimal.performance!)),
      // The median of the paired differences: the load of the moment falls on both runs of a pair.
      gap: median(runs.map((p) => p.minimal.performance! - p.site.performance!)),
    };
  });
  console.log(
    `\nLighthouse, mobile (default throttling), medians of ${RUNS} runs per page, each paired with a run of the ` +
      `${MINIMAL}; gap = median of (minimal − page) over the pairs:`,
  );
  console.table([reference, ...scores]);
  const largestGap = Math.max(...scores.map((s) => s.gap));
  console.log(
    `Performance: ${MINIMAL} ${reference.performance}; site pages ${Math.min(...scores.map((s) => s.performance))}–` +
      `${Math.max(...scores.map((s) => s.performance))}; largest gap ${largestGap} points (target ≤ 5).`,
  );

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    runs: RUNS,
    firstLoadJs: js,
    minimalNext: reference,
    lighthouse: scores,
    largestGap,
  };
  await mkdir(path.resolve('bench/results'), { recursive: true });
  await writeFile(path.resolve('bench/results/site.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await chrome?.kill();
  await minimal?.stop();
  await server?.stop();
  await db.drop();
}
