// What a request body claims to be, from its Content-Type header parsed by the RFC 9110 grammar.
import 'server-only';
import { parse } from 'content-type';

export type BodyKind = 'json' | 'multipart' | 'other';

const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const JSON_TYPE = new RegExp(`^application/(${TOKEN}\\+)?json$`);

/**
 * JSON is `application/json` or a `+json` type (`application/vnd.api+json`), in UTF-8 (RFC 8259: JSON has no other
 * encoding); `application/json-seq` and the like are not. Multipart needs its boundary.
 */
export function bodyKind(header: string | undefined): BodyKind {
  if (!header) return 'other';
  const { type, parameters } = parse(header);
  if (JSON_TYPE.test(type)) {
    const charset = parameters.charset?.toLowerCase();
    return charset === undefined || charset === 'utf-8' || charset === 'utf8' ? 'json' : 'other';
  }
  if (type === 'multipart/form-data' && parameters.boundary) return 'multipart';
  return 'other';
}
