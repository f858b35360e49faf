// scripts/start.ts with the modules of ours it imports, bundled into one ES module for `npm start` (scripts/start.mjs);
// packages stay imports, resolved from node_modules when the bundle runs.
import { build, stop } from 'esbuild';

/**
 * `import 'server-only'` (a guard for React Server Components) as an empty module: the job runner this bundle loads to
 * stop it brings the jobs' modules, some of which print (server/pdf/print-document-job.ts), and outside Next the guard
 * would throw. Next's server, the worker and the tests treat it the same way.
 */
const emptyServerOnly = {
  name: 'empty-server-only',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty-server-only',
    }));
    build.onLoad({ filter: /.*/, namespace: 'empty-server-only' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** Writes the bundle to `outfile`, then stops esbuild's service process. */
export async function bundleStart(outfile) {
  try {
    await build({
      entryPoints: ['scripts/start.ts'],
      outfile,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      tsconfig: 'tsconfig.json',
      sourcemap: 'inline',
      logLevel: 'warning',
      plugins: [emptyServerOnly],
    });
  } finally {
    await stop();
  }
}
