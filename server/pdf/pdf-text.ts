// Text as the PDF's standard fonts can print it. Our documents (journals, invoices) are set in Helvetica, one of the
// fonts every PDF reader has, in the WinAnsi encoding: å, ä, ö, é, ü, ø, æ and the usual quotes and dashes are in it,
// so Swedish text prints and extracts exactly as written, with nothing embedded. A letter outside it (ł, ő, č) would print as a wrong
// glyph, so it is written as its base letter instead (č → c), and anything else as "?".
// No 'server-only' marker: the PDF benchmarks (bench/*-pdf.ts) render through it in plain Node.

/** The 27 characters WinAnsi has in 0x80–0x9F besides Latin-1's 0xA0–0xFF. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters without a decomposition that still have an obvious base letter. */
const BASE_LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '′': "'",
  '″': '"',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

const printable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

function letter(ch: string): string {
  if (printable(ch)) return ch;
  if (ch === '\n') return ch;
  if (ch === '\t' || ch === '\r') return ' ';
  if (BASE_LETTERS[ch]) return BASE_LETTERS[ch];
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (base && [...base].every(printable)) return base;
  // Control characters and marks left over print as nothing; anything else as a visible stand-in.
  return /[\p{C}\p{M}]/u.test(ch) ? '' : '?';
}

/** `text` in what Helvetica/WinAnsi prints: composed first (a + ring → å), then letter by letter. */
export function pdfText(text: string): string {
  const composed = text.normalize('NFC').replace(/\r\n?/g, '\n');
  let out = '';
  for (const ch of composed) out += letter(ch);
  return out;
}
