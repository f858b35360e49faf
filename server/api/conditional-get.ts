// Conditional GET (RFC 9110 §13.1.2): whether a request's If-None-Match names the answer's current ETag, so the
// answer can be 304 Not Modified without a body. Compared weakly, as the RFC asks for If-None-Match.
import 'server-only';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
}
