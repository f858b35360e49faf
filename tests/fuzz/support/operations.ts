// The API's operations as its OpenAPI document describes them, and the check that the Hono app serves nothing else.
import { API_BASE, apiApp } from '@/server/api/app';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  $ref?: string;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/** Who may call an operation, as its `x-access` declares it (server/access/access.ts); undefined when undeclared. */
export type DeclaredAccess =
  | 'public'
  | 'token'
  | { role: 'owner' | 'staff'; permission?: 'invoicing'; feature?: string; whileReadOnly?: true };

export type Operation = {
  /** "POST /customers/create": method and the document's path without the API base. */
  key: string;
  method: string;
  path: string;
  /** Set when this is an undocumented alias served with the documented operation's contract. */
  aliasOf?: string;
  params: Parameter[];
  /** Documented request body media types and their schemas. */
  body: Record<string, JsonSchema>;
  bodyRequired: boolean;
  signedIn: boolean;
  access?: DeclaredAccess;
  /** Documented JSON answers by status ("200"), schemas as written ($ref unresolved: see resolve()). */
  responses: Record<string, JsonSchema>;
  /** Every documented status, whatever its content type. */
  statuses: string[];
};

/**
 * Routes the app serves that are deliberately not operations of the document, each with its reason. An alias is
 * fuzzed like the operation it stands for; anything else here is never fuzzed, so keep this list short.
 */
export const UNDOCUMENTED_ROUTES: Record<string, { aliasOf?: string; why: string }> = {
  'GET /openapi.json': { why: 'the OpenAPI document itself' },
  'POST /services/create:': {
    aliasOf: 'POST /services/create',
    why: "the spec's stray colon, kept for older clients and hidden from the document",
  },
};

type Doc = {
  paths: Record<string, Record<string, DocOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type DocOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  'x-access'?: DeclaredAccess;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

let cached: Doc | undefined;

export async function openApiDocument(): Promise<Doc> {
  if (!cached) {
    const res = await apiApp().request(`${API_BASE}/openapi.json`);
    if (res.status !== 200) throw new Error(`GET ${API_BASE}/openapi.json answered ${res.status}`);
    cached = (await res.json()) as Doc;
  }
  return cached;
}

/** Follows a `$ref` into components.schemas (the only kind of reference the document uses). */
export function resolve(doc: Doc, schema: JsonSchema): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
    s = target;
  }
  return s;
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

function relative(path: string): string {
  if (!path.startsWith(API_BASE)) throw new Error(`${path} is outside ${API_BASE}`);
  return path.slice(API_BASE.length) || '/';
}

/** Every operation of the document, plus the aliases of UNDOCUMENTED_ROUTES. */
export async function operations(): Promise<Operation[]> {
  const doc = await openApiDocument();
  const ops: Operation[] = [];
  for (const [docPath, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const path = relative(docPath);
      const body = Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => [
          type,
          resolve(doc, c.schema ?? {}),
        ]),
      );
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p) => ({
          ...p,
          required: !!p.required,
          schema: resolve(doc, p.schema ?? {}),
        })),
        body,
        bodyRequired: !!op.requestBody?.required,
        signedIn: (op.security ?? []).length > 0,
        access: op['x-access'],
        statuses: Object.keys(op.responses ?? {}),
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).flatMap(([status, r]) => {
            const schema = r.content?.['application/json']?.schema;
            return schema ? [[status, schema]] : [];
          }),
        ),
      });
    }
  }
  for (const [key, { aliasOf }] of Object.entries(UNDOCUMENTED_ROUTES)) {
    const original = aliasOf && ops.find((o) => o.key === aliasOf);
    if (!aliasOf) continue;
    if (!original)
      throw new Error(`UNDOCUMENTED_ROUTES: ${key} is an alias of ${aliasOf}, which the document lacks`);
    const [method, path] = key.split(' ') as [string, string];
    ops.push({ ...original, key, method, path, aliasOf });
  }
  return ops;
}

/** "GET /customers/details/:id" → "GET /customers/details/{id}": Hono's route syntax in the document's. */
function routeKey(method: string, path: string): string {
  return `${method} ${relative(path).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** Routes of the Hono app (handlers, not middleware) that neither the document nor UNDOCUMENTED_ROUTES names. */
export async function routesMissingFromDocument(): Promise<string[]> {
  const documented = new Set((await operations()).map((o) => o.key));
  const served = new Set(
    apiApp()
      .routes.filter((r) => r.method !== 'ALL' || !r.path.endsWith('*'))
      .map((r) => routeKey(r.method, r.path)),
  );
  return [...served].filter((k) => !documented.has(k) && !(k in UNDOCUMENTED_ROUTES)).sort();
}

/** Entries of UNDOCUMENTED_ROUTES the app no longer serves (stale exceptions hide nothing, but mislead). */
export function undocumentedRoutesNotServed(): string[] {
  const served = new Set(apiApp().routes.map((r) => routeKey(r.method, r.path)));
  return Object.keys(UNDOCUMENTED_ROUTES).filter((k) => !served.has(k));
}

export const pathParams = (op: Operation) => op.params.filter((p) => p.in === 'path');
export const queryParams = (op: Operation) => op.params.filter((p) => p.in === 'query');

/** The success statuses the document gives the operation (200, 201, 202 …): what a valid request must get. */
export function successStatuses(op: Operation): number[] {
  const documented = op.statuses.map(Number).filter((s) => s >= 200 && s < 300);
  return documented.length ? documented : [200];
}
