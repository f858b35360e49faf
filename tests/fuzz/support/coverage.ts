// What an operation needs from the registry before the generated suites can cover it, as messages that say what
// to add. Used by the fuzz and the isolation matrix (an operation they cannot cover fails) and by coverage.test.ts.
import { queryParams, type Operation } from './operations';
import { ID_FIELDS, ID_KINDS, REGISTRY, entryFor, looksLikeId } from './registry';

/** Where an operation's entry goes: the file of the feature that serves it. */
const fileFor = (op: Operation) =>
  `its feature's file in tests/fuzz/features/ (the one for /${op.path.split('/')[1]}, or a new one)`;

export function missingRegistryEntries(op: Operation): string[] {
  const entry = entryFor(op);
  const FILE = fileFor(op);
  const missing: string[] = [];
  if ((op.body['application/json'] || op.body['multipart/form-data']) && !entry?.body)
    missing.push(
      `${op.key} documents a request body: add entries['${op.key}'].body, a valid body, to ${FILE}`,
    );
  for (const p of op.params.filter((x) => x.in === 'path')) {
    if (p.name !== 'id') {
      if (!entry?.params)
        missing.push(
          `${op.key} has the path parameter {${p.name}}: add entries['${op.key}'].params, its valid value, to ${FILE}`,
        );
    } else if (!entry?.id)
      missing.push(
        `${op.key} has {id}: add entries['${op.key}'].id (which kind of thing it names) to ${FILE}`,
      );
    else if (!(entry.id in ID_KINDS))
      missing.push(`${op.key}: its {id} names "${entry.id}", which no feature declares in its kinds`);
  }
  const required = queryParams(op).filter((p) => p.required);
  if (required.length && !entry?.query)
    missing.push(
      `${op.key} requires ${required.map((p) => `?${p.name}`).join(', ')}: add entries['${op.key}'].query to ${FILE}`,
    );
  const fields = [
    ...queryParams(op).map((p) => [p.name, p.schema] as const),
    ...Object.entries(op.body['application/json']?.properties ?? {}),
  ];
  for (const [name, schema] of fields) {
    if (looksLikeId(name, schema) && !(name in ID_FIELDS))
      missing.push(
        `${op.key}: "${name}" looks like an id: add it to idFields in ${FILE} (a kind, "reference" or "not-an-id")`,
      );
  }
  return missing;
}

/** Registry entries for operations the document no longer has. */
export function staleRegistryEntries(ops: Operation[]): string[] {
  const keys = new Set(ops.map((o) => o.key));
  return Object.keys(REGISTRY).filter((k) => !keys.has(k));
}

/** Id fields naming a kind no feature declares. */
export function unknownKinds(): string[] {
  return Object.entries(ID_FIELDS)
    .filter(([, kind]) => kind !== 'reference' && kind !== 'not-an-id' && !(kind in ID_KINDS))
    .map(([field, kind]) => `idFields.${field} names "${kind}", which no feature declares in its kinds`);
}
