// Do a request the API accepts and the answer it gives satisfy the schemas the document publishes? Generated
// clients validate against the document, so a schema that refuses valid input (or a pattern no string can match),
// or an answer of another shape than documented, is a defect too.
// Checks the parts of JSON Schema the document uses: type, enum, required, properties, length, range, pattern.
import type { JsonSchema } from './operations';

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

type Resolve = (schema: JsonSchema) => JsonSchema;

/** Where `value` breaks `schema`, as "field: reason" lines (empty when it conforms). */
export function schemaViolations(
  given: JsonSchema,
  value: unknown,
  path = 'body',
  resolve: Resolve = (s) => s,
): string[] {
  const schema = resolve(given);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const each = alternatives.map((s) => schemaViolations(s, value, path, resolve));
    return each.some((v) => v.length === 0) ? [] : (each[0] ?? []);
  }
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const actual = typeOf(value);
  if (types.length && !types.includes(actual) && !(actual === 'integer' && types.includes('number')))
    return [`${path}: ${JSON.stringify(value)} is ${actual}, the document says ${types.join(' or ')}`];
  if (schema.enum && !schema.enum.includes(value))
    out.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      out.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      out.push(`${path}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined) {
      let re: RegExp | undefined;
      try {
        re = new RegExp(schema.pattern, 'u');
      } catch (err) {
        out.push(`${path}: the pattern ${schema.pattern} is not a valid regular expression (${String(err)})`);
      }
      if (re && !re.test(value))
        out.push(`${path}: ${JSON.stringify(value)} does not match the pattern ${schema.pattern}`);
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      out.push(`${path}: below the minimum ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      out.push(`${path}: above the maximum ${schema.maximum}`);
  }
  if (actual === 'object' && schema.properties) {
    const obj = value as Record<string, unknown>;
    for (const name of schema.required ?? [])
      if (!(name in obj)) out.push(`${path}.${name}: required by the document`);
    for (const [name, v] of Object.entries(obj)) {
      const s = schema.properties[name];
      if (s) out.push(...schemaViolations(s, v, `${path}.${name}`, resolve));
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.slice(0, 5).entries())
      out.push(...schemaViolations(schema.items, item, `${path}[${i}]`, resolve));
  }
  return out;
}
