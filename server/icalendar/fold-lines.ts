// RFC 5545 §3.1 line folding: a content line longer than 75 octets continues on the next line after CRLF and one
// space. Octets, not characters: å, ä and ö are two each in UTF-8. A cut never falls inside a character or a
// surrogate pair. The text is walked once; only the lines that need folding are copied apart, and a line of at most
// 25 characters (75 octets at three per UTF-16 unit, four per pair) is passed without counting.
import 'server-only';

const MAX_OCTETS = 75;
const SURELY_SHORT = MAX_OCTETS / 3;

/** UTF-8 octets of the character at `i` of `text` (a surrogate pair counts 4, its second half 0). */
function octetsAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdbff) return 4;
  if (code >= 0xdc00 && code <= 0xdfff) return 0;
  return 3;
}

/** Whether text[start, end) is longer than 75 octets. */
function tooLong(text: string, start: number, end: number): boolean {
  if (end - start <= SURELY_SHORT) return false;
  if (end - start > MAX_OCTETS) return true;
  let octets = 0;
  for (let i = start; i < end; i++) if ((octets += octetsAt(text, i)) > MAX_OCTETS) return true;
  return false;
}

/** text[start, end), folded. */
function foldLine(text: string, start: number, end: number): string {
  const pieces: string[] = [];
  let from = start;
  let octets = 0;
  for (let i = start; i < end; i++) {
    const size = octetsAt(text, i);
    // A low surrogate (size 0) stays with its high one.
    if (size > 0 && octets + size > MAX_OCTETS) {
      pieces.push(text.slice(from, i));
      from = i;
      // The continuation's leading space counts.
      octets = 1;
    }
    octets += size;
  }
  pieces.push(text.slice(from, end));
  return pieces.join('\r\n ');
}

/** `text` (CRLF-separated content lines) with every line folded to at most 75 octets. */
export function foldLines(text: string): string {
  let out = '';
  let copied = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\r\n', start);
    if (end === -1) end = text.length;
    if (tooLong(text, start, end)) {
      out += text.slice(copied, start) + foldLine(text, start, end);
      copied = end;
    }
    start = end + 2;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
