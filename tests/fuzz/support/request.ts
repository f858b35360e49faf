// One request of the generated suites: how it is described, built from an operation's valid baseline, and printed.
import type { JsonSchema, Operation } from './operations';
import { abbreviate } from './hostile';
import { entryFor, type Json } from './registry';
import type { Tenant } from './tenants';

export type Auth = 'tenant' | 'none' | 'bad-token' | 'malformed-header';

export type RequestSpec = {
  method: string;
  /** Path and query below the API base, encoded as sent. */
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** The JSON body before encoding, when there is one (printed, and given to after2xx). */
  json?: Json;
  /** What to print for a body that is not plain JSON. */
  printable?: string;
  /** A line for the reader, e.g. what an encoded cursor says. */
  note?: string;
  auth: Auth;
};

export type Expectation = {
  /** The answer must have one of these statuses. */
  status?: number[];
  /** The error envelope must name this field. */
  field?: string;
};

export type Case = {
  /** The input kind, e.g. "field:nul" or "content-type:application/json-seq": failures are grouped by it. */
  kind: string;
  /** Which field, parameter or value, when the kind has several. */
  detail?: string;
  expect?: Expectation;
  /** A multipart upload: a rejected one must leave no file behind. */
  upload?: boolean;
  /** An accepted JSON body must also satisfy the schema the document publishes for it. */
  checkDocument?: boolean;
  /** The request reaches no operation (another method): its status is not the operation's to document. */
  outside?: boolean;
  make: (a: Tenant, b: Tenant) => Promise<RequestSpec>;
};

/** The operation's valid request for tenant `t`: path parameters, required query and JSON body from the registry. */
export type Baseline = { params: Record<string, string>; query: Record<string, string>; body?: Json };

export async function baseline(op: Operation, t: Tenant): Promise<Baseline> {
  const entry = entryFor(op);
  const params: Record<string, string> = {};
  const named = (await entry?.params?.(t)) ?? {};
  for (const p of op.params.filter((x) => x.in === 'path')) {
    const value = named[p.name];
    if (p.name !== 'id' && value !== undefined) params[p.name] = value;
    else if (p.name !== 'id' || !entry?.id)
      throw new Error(`${op.key}: no value for {${p.name}} in its feature's file (tests/fuzz/features)`);
    else params[p.name] = await t.id(entry.id);
  }
  const query = (await entry?.query?.(t)) ?? {};
  const body =
    op.body['application/json'] || op.body['multipart/form-data'] ? await entry?.body?.(t) : undefined;
  return { params, query, body };
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its invalid UTF-8 bytes. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).replace(/%EF%BF%BD/g, '%ED%A0%80');
  }
}

/** Fills the path's {params}; values are encoded unless they are marked raw with a leading "\u0001". */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name] ?? '';
    return v.startsWith('\u0001') ? v.slice(1) : encode(v);
  });
}

/** Sent unencoded (e.g. a literal "%00"): `raw("%00")`. */
export const raw = (value: string) => `\u0001${value}`;

export function queryString(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) {
      parts.push(`${encode(k)}=${one.startsWith('\u0001') ? one.slice(1) : encode(one)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The path below the API base, e.g. "customers/update/<id>?x=1" (call() adds /api/v1/). */
export function target(
  op: Operation,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
) {
  return `${fillPath(op.path, params).replace(/^\//, '')}${queryString(query)}`;
}

/** A JSON request from a baseline, with the caller's token. */
export function jsonRequest(
  op: Operation,
  b: Baseline,
  changes: {
    params?: Record<string, string>;
    query?: Record<string, string | string[]>;
    body?: Json | null;
  } = {},
): RequestSpec {
  const body = changes.body === null ? undefined : (changes.body ?? b.body);
  return {
    method: op.method,
    path: target(op, { ...b.params, ...changes.params }, { ...b.query, ...changes.query }),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    json: body,
    auth: 'tenant',
  };
}

/** A request as text, short enough to read and complete enough to send again. */
export function describeRequest(spec: RequestSpec): string {
  const lines = [
    `${spec.method} /api/v1/${spec.path.length > 300 ? `${spec.path.slice(0, 300)}…` : spec.path}`,
  ];
  if (spec.auth !== 'tenant') lines.push(`  auth: ${spec.auth}`);
  for (const [k, v] of Object.entries(spec.headers)) lines.push(`  ${k}: ${v}`);
  if (spec.printable !== undefined) lines.push(`  body: ${spec.printable}`);
  else if (spec.json !== undefined) lines.push(`  body: ${JSON.stringify(abbreviate(spec.json))}`);
  if (spec.note) lines.push(`  (${spec.note})`);
  return lines.join('\n');
}

/** The JSON types a schema allows, through anyOf and oneOf. */
export const typesOf = (s: JsonSchema): string[] => {
  const own = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return [...own, ...(s.anyOf ?? s.oneOf ?? []).flatMap(typesOf)];
};

/** A request of the operation for tenant `a` with one thing changed. */
export function variant(
  op: Operation,
  change: (spec: RequestSpec, a: Tenant, b: Tenant) => RequestSpec | Promise<RequestSpec>,
): Case['make'] {
  return async (a, b) => change(jsonRequest(op, await baseline(op, a)), a, b);
}
