// The fixed hostile inputs: what a careless client or an attacker sends, named so a failure says what it was.

export const NUL = 'Hov\u0000slag';
export const HUGE = 'x'.repeat(100_000);
export const UNICODE = 'Åsa Öberg-Ångström 🐴 ẞ 漢字 ﷽ e\u0301 \u{1F3F3}\u{FE0F}\u200D\u{1F308}';
export const RTL = '\u202Egnilaeh\u202C שלום مرحبا \u200F';
export const LONE_SURROGATE = 'ab\uD800cd';
export const SQL = "' OR '1'='1'; DROP TABLE customers; --";
export const HTML = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
export const CRLF = 'a\r\nSet-Cookie: fuzz=1';
export const FORMAT = '%s%n%x {{7*7}} ${7*7} #{7*7}';

/** Named strings for any text field or query parameter. */
export const HOSTILE_STRINGS: Record<string, string> = {
  nul: NUL,
  huge: HUGE,
  unicode: UNICODE,
  rtl: RTL,
  'lone-surrogate': LONE_SURROGATE,
  sql: SQL,
  html: HTML,
  crlf: CRLF,
  'format-string': FORMAT,
  empty: '',
  whitespace: ' \t\n ',
  'path-traversal': '../../../../etc/passwd',
};

/** Named values of the wrong kind for a field, whatever its type. */
export const HOSTILE_VALUES: Record<string, unknown> = {
  null: null,
  true: true,
  zero: 0,
  negative: -1,
  'negative-huge': -1e308,
  'huge-number': 1e308,
  'unsafe-integer': 2 ** 53 + 1,
  fraction: 0.000001,
  'numeric-text': '1e999',
  'nan-text': 'NaN',
  'empty-object': {},
  'empty-array': [],
  array: ['a', 1, null],
  'operator-object': { $gt: '' },
  nested: { a: { b: { c: [NUL] } } },
};

/** Every hostile value in one list, for random picks. */
export const HOSTILE_POOL: unknown[] = [...Object.values(HOSTILE_STRINGS), ...Object.values(HOSTILE_VALUES)];

/** Ids that name nothing, or are not ids at all. */
export const BAD_IDS: Record<string, string> = {
  'non-uuid': 'not-a-uuid',
  'zero-uuid': '00000000-0000-0000-0000-000000000000',
  'max-uuid': 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'uuid-with-nul': '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10\u0000',
  sql: "1' OR '1'='1",
  huge: '9'.repeat(10_000),
  integer: '42',
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SOME_UUID = '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10';

/**
 * Cursors a client could forge: base64url JSON with wrong types, impossible dates and numbers, or no JSON at all.
 * Whether a value is wrong depends on the sort ("x" is a fine name, not a date), so these only must not fail;
 * MALFORMED_CURSORS are wrong for every sort and must be refused.
 */
export const TAMPERED_CURSORS: Record<string, string> = {
  'text-value': b64(['x', SOME_UUID]),
  'number-value': b64([42, SOME_UUID]),
  'null-value': b64([null, SOME_UUID]),
  'object-value': b64([{ a: 1 }, SOME_UUID]),
  'bad-date': b64(['2025-13-45', SOME_UUID]),
  'bad-timestamp': b64(['2025-02-30T25:61:00Z', SOME_UUID]),
  'huge-number': b64(['1e999999', SOME_UUID]),
  'nan-number': b64(['NaN', SOME_UUID]),
  'empty-value': b64(['', SOME_UUID]),
  'nul-value': b64([NUL, SOME_UUID]),
  'non-uuid-id': b64(['a', 'not-a-uuid']),
  'uuid-shaped-non-uuid': b64(['a', '------------------------------------']),
  'one-element': b64(['a']),
  'three-elements': b64(['a', SOME_UUID, 'extra']),
  object: b64({ value: 'a', id: SOME_UUID }),
  'not-json': Buffer.from('{not json').toString('base64url'),
  'not-base64': '!!!not base64!!!',
  'plain-json': JSON.stringify(['a', SOME_UUID]),
};

export const MALFORMED_CURSORS = new Set([
  'number-value',
  'null-value',
  'object-value',
  'non-uuid-id',
  'uuid-shaped-non-uuid',
  'one-element',
  'object',
  'not-json',
  'not-base64',
  'plain-json',
]);

/** Content types the JSON operations do not take (each must get 415 with the error envelope). */
export const UNSUPPORTED_CONTENT_TYPES = [
  'application/json-seq',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
];

/** Shortens long strings so a failing request can be printed: `"xxxx…"(100000 chars)`. */
export function abbreviate(value: unknown, max = 60): unknown {
  if (typeof value === 'string')
    return value.length > max ? `${value.slice(0, 12)}…(${value.length} chars)` : value;
  if (Array.isArray(value)) return value.slice(0, 8).map((v) => abbreviate(v, max));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, abbreviate(v, max)]));
  return value;
}
