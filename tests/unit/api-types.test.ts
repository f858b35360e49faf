// The browser client's types (lib/client/api-types.ts) are what the current routes generate, so a route changed
// without `npm run api:types` fails here rather than at a call the compiler no longer checks truthfully. That
// script is this test with --update: it writes the file instead of failing.
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '@/scripts/api-types';

it(`${API_TYPES_FILE} is what the API's OpenAPI document generates (npm run api:types)`, async () => {
  await expect(await apiTypesSource()).toMatchFileSnapshot(
    path.resolve(import.meta.dirname, '../..', API_TYPES_FILE),
  );
}, 60_000);
