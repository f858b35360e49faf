// Errors as the logs show them: type, message, stack, SQL text, codes and causes, at any depth — never the values
// a query ran with. Drizzle's DrizzleQueryError keeps them in `params` and in its message; postgres.js errors in
// `parameters`/`args`, and PostgreSQL quotes row values back in `detail` ("Key (email)=(…) already exists").
const REDACTED = '[redacted]';
const VALUE_KEYS = new Set(['params', 'parameters', 'args', 'detail']);
const MAX_DEPTH = 10;

type ErrorLike = Error & { errors?: unknown };

const isErrorLike = (v: object): v is ErrorLike =>
  v instanceof Error || (typeof (v as Error).message === 'string' && typeof (v as Error).stack === 'string');

/** Cuts Drizzle's "\nparams: …" off a message, keeping "Failed query: <sql>". */
function cleanMessage(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at < 0 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

function cleanStack(stack: string | undefined, message: string, cleaned: string): string | undefined {
  if (!stack) return stack;
  // The stack starts with the message; replace it whole, so parameter values with newlines go too.
  if (message !== cleaned && stack.includes(message)) return stack.split(message).join(cleaned);
  const at = stack.indexOf('\nparams: ');
  if (at < 0) return stack;
  const frames = stack.slice(at + 1).search(/\n {4}at /);
  return `${stack.slice(0, at)}\nparams: ${REDACTED}${frames < 0 ? '' : stack.slice(at + 1 + frames)}`;
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (ArrayBuffer.isView(value)) return '[binary]';
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1, seen));
  const error = isErrorLike(value);
  const proto = Object.getPrototypeOf(value) as object | null;
  // A client, socket or pool hanging off an error says little and may hold credentials: its class name is enough.
  if (!error && proto !== Object.prototype && proto !== null)
    return `[${value.constructor?.name ?? 'object'}]`;
  const out: Record<string, unknown> = {};
  if (error) {
    out.type = value.constructor?.name ?? value.name;
    out.message = cleanMessage(value.message);
    out.stack = cleanStack(value.stack, value.message, out.message as string);
    // `cause` and `errors` are often not enumerable.
    if (value.cause !== undefined) out.cause = scrub(value.cause, depth + 1, seen);
    if (Array.isArray(value.errors)) out.aggregateErrors = scrub(value.errors, depth + 1, seen);
  }
  for (const key in value) {
    if (key in out) continue;
    const v = (value as Record<string, unknown>)[key];
    out[key] = VALUE_KEYS.has(key) && v !== undefined ? REDACTED : scrub(v, depth + 1, seen);
  }
  return out;
}

/** pino serializer for `err`. */
export function serializeError(err: unknown): unknown {
  return scrub(err, 0, new WeakSet());
}
