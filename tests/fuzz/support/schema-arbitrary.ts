// fast-check arbitraries from the OpenAPI document's JSON Schemas: values of the documented shape, and, at every
// leaf, now and then a hostile value or a value of any JSON type instead.
import fc from 'fast-check';
import { HOSTILE_POOL } from './hostile';
import type { JsonSchema } from './operations';

const types = (s: JsonSchema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];

const text = (s: JsonSchema) => {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
};

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function ofType(type: string, s: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'date') return isoDate;
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'binary') return fc.string();
      return text(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.oneof(
        fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 }),
        fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(s.items ?? {}), { maxLength: 3 });
    case 'object':
      return objectOf(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the schema's shape (no hostile values mixed in). */
export function shapedValue(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(shapedValue));
  if (s.allOf?.length) return shapedValue(Object.assign({}, ...s.allOf) as JsonSchema);
  const t = types(s);
  if (t.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...t.map((type) => ofType(type, s)));
}

/** Mostly the documented shape; one time in five a hostile value, and now and then any JSON at all. */
export function valueOf(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shapedValue(s) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_POOL) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** An object of the schema: its required properties (now and then one missing), any of its optional ones, and
 * now and then a key it does not know. */
export function objectOf(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const required = keys.filter((k) => s.required?.includes(k));
  const fields = fc.record(Object.fromEntries(keys.map((k) => [k, valueOf(props[k]!)])), {
    requiredKeys: required,
  });
  return fc
    .tuple(
      fields,
      fc.option(fc.constantFrom(...(required.length ? required : [''])), { freq: 5 }),
      fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })), {
        freq: 5,
      }),
    )
    .map(([value, dropped, extra]) => {
      const out: Record<string, unknown> = { ...value };
      if (dropped) delete out[dropped];
      // defineProperty: a key named __proto__ must become a key, not the prototype.
      if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true });
      return out;
    });
}
