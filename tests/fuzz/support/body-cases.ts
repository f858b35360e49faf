// The fixed hostile cases of an operation's body: content types, malformed and odd bodies, unknown fields, and each
// documented field in turn (NUL, huge, null, wrong types, bad numbers, other tenants' ids).
import { BAD_IDS, HUGE, NUL, UNSUPPORTED_CONTENT_TYPES } from './hostile';
import { type Operation, successStatuses } from './operations';
import { ID_FIELDS, entryFor, looksLikeId, type Json } from './registry';
import { typesOf, variant, type Case } from './request';
import type { IdKind, Tenant } from './tenants';

export function contentTypeCases(op: Operation): Case[] {
  if (!op.body['application/json']) return [];
  const withType = (type: string | undefined, bytes = true) =>
    variant(op, (spec) => {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      // Bytes, not a string: a string body would get text/plain from fetch.
      const body = bytes && typeof spec.body === 'string' ? new TextEncoder().encode(spec.body) : spec.body;
      return { ...spec, headers, body };
    });
  return [
    ...UNSUPPORTED_CONTENT_TYPES.map((type) => ({
      kind: 'content-type:unsupported',
      detail: type,
      expect: { status: [415] },
      make: withType(type),
    })),
    { kind: 'content-type:none', expect: { status: [400, 415] }, make: withType(undefined) },
    {
      kind: 'content-type:multipart-without-boundary',
      expect: { status: [400, 415] },
      make: withType('multipart/form-data'),
    },
    { kind: 'content-type:json-with-params', make: withType('APPLICATION/JSON; charset=UTF-8; foo=bar') },
    { kind: 'content-type:json-utf16', make: withType('application/json; charset=utf-16') },
  ];
}

const rawBody = (op: Operation, text: string | Uint8Array<ArrayBuffer>, printable: string): Case['make'] =>
  variant(op, (spec) => ({
    ...spec,
    body: text,
    printable,
    json: undefined,
    headers: { 'content-type': 'application/json' },
  }));

/** Operations that document no body (logout, delete) get one anyway, or an empty one with a JSON type. */
export function undocumentedBodyCases(op: Operation): Case[] {
  if (op.method === 'GET' || Object.keys(op.body).length) return [];
  return [
    { kind: 'body:undocumented-json', make: rawBody(op, '{"fuzz":1}', '{"fuzz":1}') },
    { kind: 'body:empty-with-json-type', make: rawBody(op, '', '""') },
    {
      // What fetch sends for a POST without a body on many clients: an empty body and no Content-Type.
      kind: 'body:empty-without-type',
      expect: { status: entryFor(op)?.baselineStatus ?? successStatuses(op) },
      make: variant(op, (spec) => ({
        ...spec,
        headers: {},
        body: new Uint8Array(0),
        printable: '(empty, no Content-Type)',
      })),
    },
    {
      kind: 'body:undocumented-text',
      make: variant(op, (spec) => ({
        ...spec,
        headers: { 'content-type': 'text/plain' },
        body: 'hej',
        printable: '"hej"',
      })),
    },
  ];
}

export function bodyShapeCases(op: Operation): Case[] {
  if (!op.body['application/json']) return [];
  const depth = 50_000;
  const cases: Case[] = [
    {
      kind: 'body:missing',
      expect: { status: [400, 415, 422] },
      make: variant(op, (spec) => ({ ...spec, body: undefined, json: undefined })),
    },
    { kind: 'body:empty', expect: { status: [400, 415, 422] }, make: rawBody(op, '', '""') },
    { kind: 'body:malformed', expect: { status: [400] }, make: rawBody(op, '{"a": ', '{"a": ') },
    { kind: 'body:trailing-garbage', expect: { status: [400] }, make: rawBody(op, '{} x', '{} x') },
    { kind: 'body:empty-object', make: rawBody(op, '{}', '{}') },
    {
      kind: 'body:only-unknown-fields',
      expect: { status: [422], field: 'fuzzUnknownField' },
      make: rawBody(op, '{"fuzzUnknownField":"x"}', '{"fuzzUnknownField":"x"}'),
    },
    { kind: 'body:null', expect: { status: [400, 422] }, make: rawBody(op, 'null', 'null') },
    { kind: 'body:array', expect: { status: [400, 422] }, make: rawBody(op, '[]', '[]') },
    { kind: 'body:string', expect: { status: [400, 422] }, make: rawBody(op, '"text"', '"text"') },
    { kind: 'body:number', expect: { status: [400, 422] }, make: rawBody(op, '42', '42') },
    {
      kind: 'body:deep-nesting',
      expect: { status: [400, 413, 422] },
      make: rawBody(op, `${'['.repeat(depth)}${']'.repeat(depth)}`, `[[[…(${depth} levels)]]]`),
    },
    {
      kind: 'body:invalid-utf8',
      make: rawBody(
        op,
        new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
        '{"a":"\\xff\\xfe\\xc3"}',
      ),
    },
    {
      kind: 'body:too-large',
      expect: { status: [413] },
      make: variant(op, (spec) => {
        const json = { ...spec.json, padding: 'x'.repeat(2 * 1024 * 1024) };
        return { ...spec, json, body: JSON.stringify(json) };
      }),
    },
    {
      kind: 'body:byte-order-mark',
      make: variant(op, (spec) => ({
        ...spec,
        body: `\uFEFF${String(spec.body ?? '{}')}`,
        printable: 'U+FEFF + baseline',
      })),
    },
    {
      kind: 'body:prototype-key',
      make: variant(op, (spec) => {
        const text = `{"__proto__":{"fuzzPolluted":true},"constructor":{"prototype":{"fuzzPolluted":true}},${String(spec.body ?? '{}').slice(1)}`;
        return { ...spec, body: text, printable: `{"__proto__":{"fuzzPolluted":true},…baseline}` };
      }),
    },
  ];
  const jsonSchema = op.body['application/json'];
  const known = new Set(Object.keys(jsonSchema.properties ?? {}));
  const withExtra = (name: string, value: (a: Tenant, b: Tenant) => unknown) =>
    variant(op, async (spec, a, b) => {
      const json = { ...spec.json, [name]: await value(a, b) } as Json;
      return { ...spec, json, body: JSON.stringify(json) };
    });
  cases.push({
    kind: 'unknown-field',
    detail: 'fuzzUnknownField',
    expect: { status: [422], field: 'fuzzUnknownField' },
    make: withExtra('fuzzUnknownField', () => 'x'),
  });
  for (const name of ['ferrierId', 'id', 'userId', 'role']) {
    if (known.has(name)) continue;
    cases.push({
      kind: 'unknown-field',
      detail: name,
      expect: { status: [422], field: name },
      make: withExtra(name, (_, b) => (name === 'role' ? 'owner' : b.account.ferrierId)),
    });
  }
  return cases;
}

/** Each field of the JSON body, one at a time: NUL, huge, null, wrong types, bad numbers, other tenants' ids. */
export function fieldCases(op: Operation): Case[] {
  const schema = op.body['application/json'];
  if (!schema) return [];
  const cases: Case[] = [];
  const withField = (field: string, value: (a: Tenant, b: Tenant) => unknown) =>
    variant(op, async (spec, a, b) => {
      const json: Json = { ...spec.json, [field]: await value(a, b) };
      return { ...spec, json, body: JSON.stringify(json) };
    });
  for (const [field, s] of Object.entries(schema.properties ?? {})) {
    const types = typesOf(s);
    const texty = types.includes('string') || types.length === 0;
    const numeric = types.includes('number') || types.includes('integer');
    const add = (kind: string, value: (a: Tenant, b: Tenant) => unknown, expect?: Case['expect']) =>
      cases.push({ kind: `field:${kind}`, detail: field, expect, make: withField(field, value) });
    if (texty) {
      add('nul', () => NUL);
      add('huge', () => HUGE);
    }
    add('null', () => null);
    add('wrong-type', () => (texty && !numeric ? 12345 : 'not a number'));
    add('object', () => ({ nested: [NUL] }));
    if (numeric) {
      add('negative', () => -1);
      add('huge-number', () => 1e308);
      add('fraction', () => 0.0001);
    }
    const kind = ID_FIELDS[field];
    if (looksLikeId(field, s) && kind !== 'not-an-id') {
      add('id:non-uuid', () => BAD_IDS['non-uuid']);
      const theirs: IdKind = kind && kind !== 'reference' ? kind : 'customer';
      // Another tenant's thing, or (for shared reference data) a tenant's id where a reference id belongs.
      add('id:other-tenant', (_, b) => b.id(theirs), { status: [404, 422] });
    }
  }
  return cases;
}
