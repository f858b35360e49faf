// Coverage by construction: nothing the app serves escapes the generated suites, and every operation has what they
// need from the registry. A new route fails here until it is documented and, where needed, registered.
import { expect, test } from 'vitest';
import { missingRegistryEntries, staleRegistryEntries, unknownKinds } from './support/coverage';
import { operations, routesMissingFromDocument, undocumentedRoutesNotServed } from './support/operations';

test('every route of the Hono app is an operation of the OpenAPI document (or a listed exception)', async () => {
  const missing = await routesMissingFromDocument();
  expect(
    missing,
    `Served but not in /api/v1/openapi.json, so neither fuzzed nor in the isolation matrix: ${missing.join(', ')}. ` +
      'Register them with app.openapi(createRoute(…)), or list them in UNDOCUMENTED_ROUTES ' +
      '(tests/fuzz/support/operations.ts) with the reason.',
  ).toEqual([]);
  expect(undocumentedRoutesNotServed(), 'UNDOCUMENTED_ROUTES names routes the app no longer serves').toEqual(
    [],
  );
});

test('every operation has the registry entries the fuzz and the isolation matrix need', async () => {
  const ops = await operations();
  expect(ops.length).toBeGreaterThan(0);
  const missing = ops.flatMap(missingRegistryEntries);
  expect(missing, missing.join('\n')).toEqual([]);
  expect(staleRegistryEntries(ops), 'registry entries for operations the document no longer has').toEqual([]);
  expect(unknownKinds()).toEqual([]);
});
