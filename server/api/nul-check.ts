// PostgreSQL text cannot hold a NUL character, so one would fail deep inside a query. Every input a route validates
// — path, query, JSON body at any depth, multipart fields and the JSON in their `data` — passes through here (from
// the app's validation hook, after auth), and each field holding a NUL is named in a 422.
import 'server-only';

const NUL = '\u0000';
/** Enough to show the pattern; a body with thousands of NULs does not need thousands of messages. */
export const MAX_NUL_FIELDS = 20;

const hasNul = (s: string) => s.includes(NUL);

type Node = { value: unknown; key?: string; parent?: Node };

const pathOf = (node: Node, key?: string): string => {
  const parts = key === undefined ? [] : [key];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) parts.unshift(n.key);
  return parts.length ? parts.join('.') : '_';
};

/**
 * Paths ("lines.0.name") of the strings and keys in a value that contain NUL. Iterative with parent links, so a body
 * nested half a million levels deep (JSON.parse takes it) costs neither stack nor quadratic time.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value }];
  while (stack.length && found.length < MAX_NUL_FIELDS) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (hasNul(v)) found.push(pathOf(node));
    } else if (typeof File !== 'undefined' && v instanceof File) {
      if (hasNul(v.name)) found.push(pathOf(node));
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

/** Fields of one validated input that hold a NUL; a multipart `data` field is the JSON of the fields, named as such. */
export function nulFields(target: string, input: unknown): string[] {
  if (target !== 'form' || typeof input !== 'object' || input === null) return nulPaths(input);
  const { data, ...parts } = input as Record<string, unknown>;
  let fields: unknown = data;
  if (typeof data === 'string') {
    try {
      fields = JSON.parse(data);
    } catch {
      // not JSON: checked as the text it is, and refused as malformed later
    }
  }
  const inData = nulPaths(fields).map((p) => (p === '_' ? 'data' : p));
  return [...inData, ...nulPaths(parts)].slice(0, MAX_NUL_FIELDS);
}
