// The browser client's types from the API's own OpenAPI document: the real Hono app answers /api/v1/openapi.json
// in-process (no server, no database), openapi-typescript turns it into `paths`, keyed relative to /api/v1 as the
// client's base URL. Run through `npm run api:types`, which is tests/unit/api-types.test.ts with --update: the app's
// modules carry `import 'server-only'`, which only the test runner's alias (or Next) makes loadable in Node.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { API_BASE, apiApp } from '@/server/api/app';

/** Where the generated types are committed; the unit test fails when they are not what the API generates now. */
export const API_TYPES_FILE = 'lib/client/api-types.ts';

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\` (scripts/api-types.ts); do not edit.
// tests/unit/api-types.test.ts fails when this file is not what the current routes generate.
`;

/** The OpenAPI document as the API serves it, its paths without the /api/v1 prefix. */
export async function apiDocument(): Promise<OpenAPI3> {
  const response = await apiApp().request(`${API_BASE}/openapi.json`);
  if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
  const doc = (await response.json()) as OpenAPI3 & { paths: Record<string, unknown> };
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([path, item]) => {
      if (!path.startsWith(`${API_BASE}/`)) throw new Error(`${path} is outside ${API_BASE}`);
      return [path.slice(API_BASE.length), item];
    }),
  );
  return { ...doc, paths } as OpenAPI3;
}

/** The source of lib/client/api-types.ts. */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(await apiDocument(), {
    // An uploaded file (multipart/form-data) is a Blob in the browser, not the string the format says on the wire.
    transform: (schema) =>
      schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
  });
  return HEADER + astToString(ast);
}
