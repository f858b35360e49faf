// The fixed hostile cases of one operation, derived from its OpenAPI description: each changes one thing of a
// valid request (the registry's baseline), so a failure points at exactly what broke it.
import {
  BAD_IDS,
  HOSTILE_STRINGS,
  HUGE,
  MALFORMED_CURSORS,
  NUL,
  TAMPERED_CURSORS,
  UNSUPPORTED_CONTENT_TYPES,
} from './hostile';
import { type JsonSchema, type Operation, queryParams } from './operations';
import { ID_FIELDS, entryFor, looksLikeId, type Json } from './registry';
import { baseline, jsonRequest, raw, target, type Case, type RequestSpec } from './request';
import type { IdKind, Tenant } from './tenants';
import { call } from '../../support/api-client';
import { multipartCases } from './multipart-cases';

const NOT_FOUND = [404];

const typesOf = (s: JsonSchema): string[] => {
  const own = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return [...own, ...(s.anyOf ?? s.oneOf ?? []).flatMap(typesOf)];
};

/** A request of the operation for tenant `a` with one thing changed. */
function variant(
  op: Operation,
  change: (spec: RequestSpec, a: Tenant, b: Tenant) => RequestSpec | Promise<RequestSpec>,
): Case['make'] {
  return async (a, b) => change(jsonRequest(op, await baseline(op, a)), a, b);
}

/** The registry's valid request as it is: it must succeed (or answer what the registry says), or the fuzz's
 * variations of it prove little. */
function baselineCase(op: Operation): Case {
  const expected = entryFor(op)?.baselineStatus;
  return {
    kind: 'baseline',
    expect: { status: expected ?? [200, 201] },
    checkDocument: true,
    make: variant(op, (spec) => spec),
  };
}

function authCases(op: Operation): Case[] {
  if (!op.signedIn) return [];
  return (['none', 'bad-token', 'malformed-header'] as const).map((auth) => ({
    kind: `auth:${auth}`,
    expect: { status: [401] },
    make: variant(op, (spec) => ({ ...spec, auth })),
  }));
}

function wrongMethodCase(op: Operation, documented: Set<string>): Case[] {
  const method = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].find(
    (m) => m !== op.method && !documented.has(`${m} ${op.path}`),
  );
  if (!method) return [];
  const bodyless = method === 'GET';
  return [
    {
      kind: 'method:undocumented',
      detail: method,
      expect: { status: [404, 405] },
      make: variant(op, (s) =>
        bodyless ? { ...s, method, headers: {}, body: undefined, json: undefined } : { ...s, method },
      ),
    },
  ];
}

/** Odd values in headers every request passes through (language, request id); ByteStrings only, as HTTP allows. */
function headerCases(op: Operation): Case[] {
  const headers: Record<string, Record<string, string>> = {
    'accept-language:garbage': { 'accept-language': 'xx-YY;q=abc, *;q=-1, ;;;, sv;q=1e999' },
    'accept-language:huge': { 'accept-language': `${'sv-SE,'.repeat(2000)}en` },
    'x-request-id:hostile': { 'x-request-id': '../../etc/passwd; <script>' },
    'x-request-id:latin1': { 'x-request-id': '\u00e5\u00e4\u00f6'.repeat(20) },
  };
  return Object.entries(headers).map(([kind, extra]) => ({
    kind: `header:${kind}`,
    expect: { status: entryFor(op)?.baselineStatus ?? [200, 201] },
    make: variant(op, (spec) => ({ ...spec, headers: { ...spec.headers, ...extra } })),
  }));
}

/** Another kind than `kind`, for "your own id, but of the wrong thing". */
const otherKind = (kind: IdKind): IdKind => (kind === 'customer' ? 'animal' : 'customer');

function pathIdCases(op: Operation): Case[] {
  const kind = entryFor(op)?.id;
  if (!op.path.includes('{id}') || !kind) return [];
  const withId = (id: (a: Tenant, b: Tenant) => string | Promise<string>) =>
    variant(op, async (spec, a, b) => {
      const base = await baseline(op, a);
      return { ...spec, path: target(op, { ...base.params, id: await id(a, b) }, base.query) };
    });
  const cases: Case[] = Object.entries(BAD_IDS).map(([name, id]) => ({
    kind: `path-id:${name}`,
    expect: { status: NOT_FOUND },
    make: withId(() => id),
  }));
  cases.push(
    { kind: 'path-id:nul-escape', expect: { status: NOT_FOUND }, make: withId(() => raw('%00')) },
    {
      kind: 'path-id:invalid-utf8-escape',
      expect: { status: NOT_FOUND },
      make: withId(() => raw('%ED%A0%80')),
    },
    {
      kind: 'path-id:traversal',
      expect: { status: NOT_FOUND },
      make: withId(() => raw('..%2F..%2Fferriers%2Flogout')),
    },
    { kind: 'path-id:other-tenant', expect: { status: NOT_FOUND }, make: withId((_, b) => b.id(kind)) },
    {
      kind: 'path-id:own-id-of-other-kind',
      expect: { status: NOT_FOUND },
      make: withId((a) => a.id(otherKind(kind))),
    },
    { kind: 'path-id:uppercase', make: withId(async (a) => (await a.id(kind)).toUpperCase()) },
  );
  return cases;
}

function queryCases(op: Operation): Case[] {
  const cases: Case[] = [];
  const withQuery = (
    name: string,
    value: (a: Tenant, b: Tenant) => string | string[] | Promise<string | string[]>,
  ) =>
    variant(op, async (spec, a, b) => {
      const base = await baseline(op, a);
      return { ...spec, path: target(op, base.params, { ...base.query, [name]: await value(a, b) }) };
    });
  for (const p of queryParams(op)) {
    for (const [name, value] of Object.entries(HOSTILE_STRINGS)) {
      cases.push({ kind: `query:${name}`, detail: p.name, make: withQuery(p.name, () => value) });
    }
    cases.push(
      { kind: 'query:nul-escape', detail: p.name, make: withQuery(p.name, () => raw('%00')) },
      { kind: 'query:invalid-utf8-escape', detail: p.name, make: withQuery(p.name, () => raw('%ED%A0%80')) },
      { kind: 'query:repeated', detail: p.name, make: withQuery(p.name, () => ['1', '2']) },
      { kind: 'query:not-in-enum-or-type', detail: p.name, make: withQuery(p.name, () => 'NOT-A-VALUE') },
    );
    if (typesOf(p.schema).some((t) => t === 'integer' || t === 'number')) {
      for (const v of ['-1', '0', '1.5', '1e999', '0x10', '99999999999999999999', 'Infinity']) {
        cases.push({ kind: `query:number:${v}`, detail: p.name, make: withQuery(p.name, () => v) });
      }
    }
    if (p.name === 'ferrierId') {
      cases.push({
        kind: 'query:ferrierId:other-tenant',
        detail: p.name,
        expect: { status: NOT_FOUND },
        make: withQuery(p.name, (_, b) => b.account.ferrierId),
      });
    } else if (looksLikeId(p.name, p.schema) && ID_FIELDS[p.name] !== 'not-an-id') {
      for (const [name, id] of Object.entries(BAD_IDS)) {
        cases.push({ kind: `query:id:${name}`, detail: p.name, make: withQuery(p.name, () => id) });
      }
      const kind = ID_FIELDS[p.name];
      cases.push({
        kind: 'query:id:other-tenant',
        detail: p.name,
        make: withQuery(p.name, (_, b) =>
          b.id(kind && kind !== 'reference' && kind !== 'not-an-id' ? kind : 'customer'),
        ),
      });
    }
  }
  return cases;
}

/** Tampered cursors with every sort the list knows, and a real cursor of one sort used with another. */
function cursorCases(op: Operation): Case[] {
  const params = queryParams(op);
  if (!params.some((p) => p.name === 'cursor')) return [];
  const sorts = (params.find((p) => p.name === 'sort')?.schema.enum as string[] | undefined) ?? [''];
  const cases: Case[] = [];
  const withCursor = (sort: string, cursor: (a: Tenant) => string | Promise<string>) =>
    variant(op, async (spec, a) => {
      const base = await baseline(op, a);
      const query = { ...base.query, ...(sort ? { sort } : {}), cursor: await cursor(a) };
      return { ...spec, path: target(op, base.params, query) };
    });
  for (const sort of sorts) {
    for (const [name, cursor] of Object.entries(TAMPERED_CURSORS)) {
      cases.push({
        kind: `cursor:${name}`,
        detail: sort ? `sort=${sort}` : undefined,
        expect: MALFORMED_CURSORS.has(name) ? { status: [400, 422] } : undefined,
        make: withCursor(sort, () => cursor),
      });
    }
    for (const from of sorts.filter((s) => s !== sort)) {
      cases.push({
        kind: 'cursor:from-another-sort',
        detail: `sort=${sort} with a cursor of sort=${from}`,
        make: withCursor(sort, async (a) => {
          // A real cursor needs two rows: make them, then take page one of the other sort.
          const base = await baseline(op, a);
          const first = await call(
            'GET',
            target(op, base.params, { ...base.query, sort: from, limit: '1' }),
            {
              token: a.token,
            },
          );
          return String(first.body?.nextCursor ?? TAMPERED_CURSORS['text-value']);
        }),
      });
    }
  }
  return cases;
}

function contentTypeCases(op: Operation): Case[] {
  if (!op.body['application/json']) return [];
  const upload = !!op.body['multipart/form-data'];
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
      expect: { status: upload ? [400] : [400, 415] },
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
function undocumentedBodyCases(op: Operation): Case[] {
  if (op.method === 'GET' || Object.keys(op.body).length) return [];
  return [
    { kind: 'body:undocumented-json', make: rawBody(op, '{"fuzz":1}', '{"fuzz":1}') },
    { kind: 'body:empty-with-json-type', make: rawBody(op, '', '""') },
    {
      // What fetch sends for a POST without a body on many clients: an empty body and no Content-Type.
      kind: 'body:empty-without-type',
      expect: { status: entryFor(op)?.baselineStatus ?? [200, 201] },
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

function bodyShapeCases(op: Operation): Case[] {
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
function fieldCases(op: Operation): Case[] {
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

/** Every fixed case of the operation. `documented`: all "METHOD /path" keys of the document. */
export function fixedCases(op: Operation, documented: Set<string>): Case[] {
  return [
    baselineCase(op),
    ...authCases(op),
    ...headerCases(op),
    ...undocumentedBodyCases(op),
    ...wrongMethodCase(op, documented),
    ...pathIdCases(op),
    ...queryCases(op),
    ...cursorCases(op),
    ...contentTypeCases(op),
    ...bodyShapeCases(op),
    ...fieldCases(op),
    ...multipartCases(op),
  ];
}
