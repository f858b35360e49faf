// RFC 5545 §3.1 line folding: a content line longer than 75 octets continues on the next line after CRLF and one
// space. Octets, not characters: å, ä and ö are two each in UTF-8. A cut never falls inside a character or a
// surrogate pair. Short lines (the most) are recognised without counting their octets one by one.
import 'server-only';

const MAX_OCTETS = 75;

/** A JS string of at most 25 code units is at most 75 octets: a unit is at most 3 (a pair of two is 4). */
const SURELY_SHORT = MAX_OCTETS / 3;

function foldLine(line: string): string {
  const pieces: string[] = [];
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < line.length;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > MAX_OCTETS) {
      pieces.push(line.slice(start, i));
      start = i;
      // The continuation's leading space counts.
      octets = 1;
    }
    octets += size;
    if (pair) i++;
  }
  pieces.push(line.slice(start));
  return pieces.join('\r\n ');
}

/** `text` (CRLF-separated content lines) with every line folded to at most 75 octets. */
export function foldLines(text: string): string {
  const lines = text.split('\r\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > SURELY_SHORT && Buffer.byteLength(line) > MAX_OCTETS) lines[i] = foldLine(line);
  }
  return lines.join('\r\n');
}
