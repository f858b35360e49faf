// Which server modules carry `import 'server-only'`. The marker makes Next's build fail when a client component
// imports the module, and it throws when plain Node loads it: the package resolves to an empty module only under
// the `react-server` condition, which Next sets for its server code and tsx does not (setting it there would load
// React's server build for everything else as well). So the modules our tsx scripts load — start, dev, worker,
// seed, migrate, the e2e server, the benchmarks — and those Playwright's specs load (also plain Node) carry no
// marker, and every other server module does.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The files plain Node runs: every `tsx <file>` of package.json's scripts and of the Playwright web server, the
 * entry point npm start bundles (scripts/start-bundle.mjs; the bundle runs in plain Node too), and the Playwright
 * specs. */
function plainNodeEntryPoints(): string[] {
  const commands = [
    ...Object.values(
      (
        JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    ),
    fs.readFileSync(path.join(ROOT, 'playwright.config.ts'), 'utf8'),
  ];
  const entries = commands.flatMap((c) => [...c.matchAll(/\btsx ([\w./-]+\.ts)\b/g)].map((m) => m[1]!));
  const bundler = fs.readFileSync(path.join(ROOT, 'scripts/start-bundle.mjs'), 'utf8');
  entries.push(...[...bundler.matchAll(/entryPoints: \['([\w./-]+\.ts)'\]/g)].map((m) => m[1]!));
  const specs = (fs.readdirSync(path.join(ROOT, 'tests/e2e'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `tests/e2e/${f}`);
  return [...new Set([...entries, ...specs])].map((e) => path.join(ROOT, e));
}

const options = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  ROOT,
).options;

/** What a module loads when it runs: its value imports and re-exports and its dynamic import()s, not `import type`. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const bindings = node.importClause?.namedBindings;
      const onlyTypes =
        !node.importClause?.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Every module of ours the entry points load, transitively. */
function loadedBy(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts'))
        queue.push(path.resolve(resolved.resolvedFileName));
    }
  }
  return new Set([...seen].map(relative));
}

const serverModules = (fs.readdirSync(path.join(ROOT, 'server'), { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => `server/${f.split(path.sep).join('/')}`)
  .sort();

const isMarked = (file: string) => runtimeImports(path.join(ROOT, file)).includes('server-only');

describe("import 'server-only'", () => {
  const entries = plainNodeEntryPoints();
  const plainNode = loadedBy(entries);

  it('finds the plain Node entry points and what they load', () => {
    expect(entries.map(relative)).toEqual(
      expect.arrayContaining(['scripts/start.ts', 'scripts/worker.ts', 'tests/support/e2e-server.ts']),
    );
    expect(plainNode).toContain('server/jobs/queue.ts');
  });

  it('is in no module plain Node loads (it would throw there)', () => {
    expect([...plainNode].filter((f) => f.startsWith('server/') && isMarked(f))).toEqual([]);
  });

  it('is in every other server module', () => {
    expect(serverModules.filter((f) => !plainNode.has(f) && !isMarked(f))).toEqual([]);
  });
});
