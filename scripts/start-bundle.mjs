// scripts/start.ts with the modules of ours it imports, bundled into one ES module for `npm start` (scripts/start.mjs);
// packages stay imports, resolved from node_modules when the bundle runs.
import { build, stop } from 'esbuild';

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
    });
  } finally {
    await stop();
  }
}
