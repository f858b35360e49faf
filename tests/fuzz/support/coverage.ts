// What an operation needs from the registry before the generated suites can cover it, as messages that say what
// to add. Used by the fuzz and the isolation matrix (an operation they cannot cover fails) and by coverage.test.ts.
import { queryParams, type Operation } from './operations';
import { ID_FIELDS, REGISTRY, entryFor, looksLikeId } from './registry';

const FILE = 'tests/fuzz/support/registry.ts';

export function missingRegistryEntries(op: Operation): string[] {
  const entry = entryFor(op);
  const missing: string[] = [];
  if ((op.body['application/json'] || op.body['multipart/form-data']) && !entry?.body)
    missing.push(
      `${op.key} documents a request body: add REGISTRY['${op.key}'].body, a valid body, to ${FILE}`,
    );
  for (const p of op.params.filter((x) => x.in === 'path')) {
    if (p.name !== 'id') {
      if (!entry?.params)
        missing.push(
          `${op.key} has the path parameter {${p.name}}: add REGISTRY['${op.key}'].params, a valid value, to ${FILE}`,
        );
    } else if (!entry?.id)
      missing.push(
        `${op.key} has {id}: add REGISTRY['${op.key}'].id (which kind of thing it names; see ID_KINDS)`,
      );
  }
  const required = queryParams(op).filter((p) => p.required);
  if (required.length && !entry?.query)
    missing.push(
      `${op.key} requires ${required.map((p) => `?${p.name}`).join(', ')}: add REGISTRY['${op.key}'].query to ${FILE}`,
    );
  const fields = [
    ...queryParams(op).map((p) => [p.name, p.schema] as const),
    ...Object.entries(op.body['application/json']?.properties ?? {}),
  ];
  for (const [name, schema] of fields) {
    if (looksLikeId(name, schema) && !(name in ID_FIELDS))
      missing.push(
        `${op.key}: "${name}" looks like an id: add it to ID_FIELDS in ${FILE} (a kind, "reference" or "not-an-id")`,
      );
  }
  return missing;
}

/** Registry entries for operations the document no longer has. */
export function staleRegistryEntries(ops: Operation[]): string[] {
  const keys = new Set(ops.map((o) => o.key));
  return Object.keys(REGISTRY).filter((k) => !keys.has(k));
}
