// `npm start`'s launcher: bundles scripts/start.ts (./start-bundle.mjs) and runs the bundle in this process. Under tsx
// the server kept a TypeScript loader thread and two esbuild processes beside it for its whole life (about 60 MB);
// now the server is the one process `npm start` leaves running below npm (with the embedded PostgreSQL). Bundling
// takes well under a second, so it is done on every start and is never stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleStart } from './start-bundle.mjs';

// Under node_modules, so the bundle's package imports resolve from the project's node_modules.
const outfile = path.resolve('node_modules/.cache/hovbook/start.mjs');
await bundleStart(outfile);
await import(pathToFileURL(outfile).href);
