// PostgreSQL text cannot hold a NUL character, so one would fail deep inside a query. It is refused where input
// enters — path, query, JSON bodies at any depth, multipart fields and the JSON in their `data` — with 422 naming
// each field, before any route, service or upload sees the request.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError, type FieldMessage } from '../errors';
import { bodyKind } from '../media-type';
import type { AppEnv } from '../types';

const NUL = '\u0000';
/** Enough to show the pattern; a body with thousands of NULs does not need thousands of messages. */
const MAX_FIELDS = 20;

const hasNul = (s: string) => s.includes(NUL);

type Node = { value: unknown; key?: string; parent?: Node };

const pathOf = (node: Node, key?: string): string => {
  const parts = key === undefined ? [] : [key];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) parts.unshift(n.key);
  return parts.length ? parts.join('.') : '_';
};

/**
 * Paths ("lines.0.name") of the strings and keys in a JSON value that contain NUL. Iterative with parent links, so
 * a body nested half a million levels deep (JSON.parse takes it) costs neither stack nor quadratic time.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value }];
  while (stack.length && found.length < MAX_FIELDS) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (hasNul(v)) found.push(pathOf(node));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, key: String(i), parent: node }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (hasNul(key)) found.push(pathOf(node, key));
        else stack.push({ value: item, key, parent: node });
      }
    }
  }
  return found;
}

/** The route parameter ({id}) a NUL sits in, by matching the path against the documented route templates. */
function pathField(path: string, templates: string[]): string {
  const segments = path.split('/');
  for (const template of templates) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    const param = parts.findIndex((p, i) => p.startsWith('{') && hasNul(segments[i]!));
    const staticMatch = parts.every((p, i) => p.startsWith('{') || p === segments[i]);
    if (param >= 0 && staticMatch) return parts[param]!.slice(1, -1);
  }
  return 'path';
}

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined; // malformed: the route's validator answers MALFORMED_JSON
  }
}

/** Parses the form once and leaves it where Hono's form validator looks, so the upload is not parsed twice. */
async function formBody(c: Context<AppEnv>): Promise<FormData | undefined> {
  try {
    const form = await new Response(await c.req.arrayBuffer(), {
      headers: { 'content-type': c.req.header('content-type')! },
    }).formData();
    // Hono caches promises there, whatever its type says.
    (c.req.bodyCache as { formData?: Promise<FormData> }).formData = Promise.resolve(form);
    return form;
  } catch {
    return undefined; // malformed: the route's validator answers
  }
}

function formFields(form: FormData): string[] {
  const found: string[] = [];
  for (const [name, value] of form.entries()) {
    if (hasNul(name)) found.push(name);
    else if (typeof value !== 'string') {
      if (hasNul(value.name)) found.push(name);
    } else if (name === 'data') {
      // The fields of an upload travel as JSON in `data`: name them as the JSON body would.
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = value;
      }
      found.push(...nulPaths(parsed).map((p) => (p === '_' ? name : p)));
    } else if (hasNul(value)) found.push(name);
  }
  return found;
}

/** `routeTemplates` lists the documented paths ("/api/v1/customers/details/{id}"); asked once the routes exist. */
export function nulGuard(routeTemplates: () => string[]) {
  let templates: string[] | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const found: string[] = [];
    if (hasNul(c.req.path)) found.push(pathField(c.req.path, (templates ??= routeTemplates())));
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (hasNul(key) || values.some(hasNul)) found.push(key);
    }
    if (c.req.raw.body !== null) {
      const kind = bodyKind(c.req.header('content-type'));
      if (kind === 'json') found.push(...nulPaths(await jsonBody(c)));
      if (kind === 'multipart') {
        const form = await formBody(c);
        if (form) found.push(...formFields(form));
      }
    }
    if (found.length) {
      const fields: Record<string, FieldMessage> = {};
      for (const name of found.slice(0, MAX_FIELDS)) fields[name] = 'input.nul';
      throw new AppError('VALIDATION_FAILED', fields);
    }
    await next();
  });
}
