// npm start runs scripts/start.ts bundled (scripts/start.mjs): every module of ours must be inside the bundle (a
// path alias left as an import would only fail at start), and what stays an import must be a declared package.
import { readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (it runs before any TypeScript loader)
import { bundleStart } from '@/scripts/start-bundle.mjs';

const outfile = path.resolve(`node_modules/.cache/hovbook/start-test-${process.pid}.mjs`);
afterAll(() => rm(outfile, { force: true }));

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

describe('the npm start bundle', () => {
  it('holds all of our modules and imports only node built-ins and declared packages', async () => {
    await bundleStart(outfile);
    const code = await readFile(outfile, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*import\s[^;]*?from\s*"([^"]+)"/gm),
      ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
    ].map((m) => m[1]!);
    expect(specifiers.length).toBeGreaterThan(10);
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const declared = new Set([...Object.keys(pkg.dependencies!), ...Object.keys(pkg.devDependencies!)]);
    const undeclared = specifiers.filter(
      (s) => !s.startsWith('node:') && !builtinModules.includes(s) && !declared.has(packageName(s)),
    );
    expect(undeclared).toEqual([]);
    expect(code).toContain('async function startWebServer');
  }, 60_000);
});
