// Body schemas as the API applies them: every unknown field is refused by name, with the closest known name as a
// hint, and the product specification's own field names are accepted where ours differ. Route definitions get this
// through jsonBody() (and strictInput() for upload bodies), so no schema has to remember it.
import 'server-only';
import { closest, distance } from 'fastest-levenshtein';
import { z } from 'zod';

/**
 * The specification's names (section 3) → ours, where the meaning is the same. Applied in any object that has our
 * field and not theirs: a product's own `size` stays a product size, an animal's `size` is its sizeCm.
 */
export const SPEC_FIELD_NAMES: Readonly<Record<string, string>> = {
  size: 'sizeCm', // animal: "size (height at withers, number)"
  vatPercentage: 'vatPercent', // product
  vat: 'vatPercent', // service
};

type Path = Array<string | number>;
type Ctx = z.core.ParsePayload<unknown>;

/** The object (or array) schema under optional/nullable/default/preprocess wrappers, if there is one. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def as {
      type: string;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      out?: z.core.$ZodType;
    };
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      s = def.in._zod.def.type === 'transform' ? def.out : def.in;
    else break;
  }
  return s;
}

/** Both spellings may be sent with one value; fields that have aliases are scalars, so anything else differs. */
const sameScalar = (a: unknown, b: unknown) => (a === null || typeof a !== 'object') && a === b;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A known name close enough to be what the caller meant: same letters in another case, or a typo or two away. */
export function suggestion(key: string, known: string[]): string | undefined {
  if (key.length > 64) return undefined; // no name is that long, and distances on huge keys cost time
  const sameCase = known.find((k) => k.toLowerCase() === key.toLowerCase());
  if (sameCase) return sameCase;
  if (!known.length) return undefined;
  const best = closest(key, known);
  const d = distance(key, best);
  const allowed = Math.max(2, Math.floor(Math.max(key.length, best.length) / 3));
  return d <= allowed && d < Math.min(key.length, best.length) ? best : undefined;
}

/** Enough to show the pattern; a body of ten thousand unknown keys does not need ten thousand messages. */
const MAX_REPORTED = 20;

function refuse(ctx: Ctx, value: unknown, path: Path, key: string, message: string, name?: string) {
  if (ctx.issues.length >= MAX_REPORTED) return;
  // Reported as zod's own "unrecognized key" issue: unlike any other issue it does not stop the pipe, so the
  // caller also learns what is wrong with the fields it did send.
  ctx.issues.push({
    code: 'unrecognized_keys',
    keys: [key],
    path,
    input: value,
    message,
    ...(name ? { params: { name } } : {}),
  } as z.core.$ZodRawIssue);
}

/** Renames the specification's names to ours and drops unknown keys (each reported), at every depth. */
function check(schema: z.core.$ZodType, value: unknown, path: Path, ctx: Ctx): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.map((item, i) => check(inner.element, item, [...path, i], ctx));
  if (!(inner instanceof z.ZodObject) || !isPlainObject(value)) return value;
  const shape = inner.shape as Record<string, z.core.$ZodType>;
  const known = (key: string) => Object.hasOwn(shape, key);
  const input: Record<string, unknown> = { ...value };
  for (const [theirs, ours] of Object.entries(SPEC_FIELD_NAMES)) {
    if (!Object.hasOwn(input, theirs) || known(theirs) || !known(ours)) continue;
    if (Object.hasOwn(input, ours) && !sameScalar(input[ours], input[theirs]))
      refuse(ctx, value, path, theirs, 'input.aliasConflict', ours);
    else input[ours] = input[theirs];
    delete input[theirs];
  }
  const output: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(input)) {
    if (known(key)) output[key] = check(shape[key]!, v, [...path, key], ctx);
    else if (ctx.issues.length < MAX_REPORTED) {
      const hint = suggestion(key, Object.keys(shape));
      refuse(ctx, value, path, key, hint ? 'input.unknownFieldHint' : 'input.unknownField', hint);
    }
  }
  return output;
}

/**
 * An issue's path as the client named it: where the body sent a field under the specification's name (`vat`) and not
 * under ours (`vatPercent`), its error goes back under the name that was sent. `sent` is the body as received.
 */
export function pathAsSent(path: readonly PropertyKey[], sent: unknown): PropertyKey[] {
  const named: PropertyKey[] = [];
  let value = sent;
  for (const key of path) {
    let name = key;
    if (typeof key === 'string' && isPlainObject(value) && !Object.hasOwn(value, key)) {
      const alias = Object.entries(SPEC_FIELD_NAMES).find(
        ([theirs, ours]) => ours === key && Object.hasOwn(value as object, theirs),
      );
      if (alias) name = alias[0];
    }
    named.push(name);
    value =
      isPlainObject(value) || Array.isArray(value)
        ? (value as Record<PropertyKey, unknown>)[name as string]
        : undefined;
  }
  return named;
}

/** The OpenAPI description says which of the specification's names the body also takes. */
function documented<S extends z.ZodType>(schema: S): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const aliases = Object.entries(SPEC_FIELD_NAMES).filter(
    ([theirs, ours]) => Object.hasOwn(schema.shape, ours) && !Object.hasOwn(schema.shape, theirs),
  );
  const meta = z.globalRegistry.get(schema) ?? {};
  const note = aliases.length
    ? `Also accepted under the specification's names: ${aliases.map(([t, o]) => `\`${t}\` for \`${o}\``).join(', ')}.`
    : '';
  const description = [meta.description, note].filter(Boolean).join(' ');
  // strict(): the document says additionalProperties: false; the check above has already refused any extra key.
  return schema.strict().meta({ ...meta, ...(description ? { description } : {}) });
}

const cache = new WeakMap<z.ZodType, z.ZodType>();

/** `schema` with unknown fields refused and the specification's names accepted. */
export function strictInput<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.input<S>> {
  let strict = cache.get(schema);
  if (!strict) {
    strict = z.preprocess((value, ctx) => check(schema, value, [], ctx), documented(schema));
    cache.set(schema, strict);
  }
  return strict as z.ZodType<z.output<S>, z.input<S>>;
}
