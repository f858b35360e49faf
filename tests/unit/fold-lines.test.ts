// RFC 5545 line folding of the calendar feed: at most 75 octets a line, counted in UTF-8, never cutting a character
// or a surrogate pair, and unfolding (removing CRLF + space) gives the text back.
import { describe, expect, it } from 'vitest';
import { foldLines } from '@/server/icalendar/fold-lines';

const unfold = (text: string) => text.replace(/\r\n /g, '');
const octets = (line: string) => Buffer.byteLength(line);

describe('foldLines', () => {
  it('leaves short lines as they are, and returns the same text when nothing is long', () => {
    const text = 'BEGIN:VEVENT\r\nUID:abc@hovbook\r\nSUMMARY:Åsa Öberg – Blixten\r\nEND:VEVENT\r\n';
    expect(foldLines(text)).toBe(text);
  });

  it('a line of exactly 75 octets stays whole; one of 76 is folded', () => {
    const exact = `DESCRIPTION:${'a'.repeat(75 - 12)}`;
    expect(octets(exact)).toBe(75);
    expect(foldLines(exact)).toBe(exact);
    const over = `${exact}b`;
    expect(foldLines(over)).toBe(`${exact}\r\n b`);
  });

  it('counts octets: å ä ö are two each, so 40 of them fold although they are 40 characters', () => {
    const line = `X:${'åäö'.repeat(14)}`;
    const folded = foldLines(line);
    expect(folded).not.toBe(line);
    for (const l of folded.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });

  it('never cuts a surrogate pair or a character, wherever the 75th octet falls', () => {
    for (let pad = 0; pad < 8; pad++) {
      const line = `DESCRIPTION:${'x'.repeat(pad)}${'🐴ö€'.repeat(30)}`;
      const folded = foldLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
      const lines = folded.split('\r\n');
      for (const l of lines) {
        expect(octets(l)).toBeLessThanOrEqual(75);
        // A lone half of a pair would be written as U+FFFD: the octets would then differ from the UTF-16 text.
        expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
      }
      expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
    }
  });

  it('folds several long lines among short ones, keeping the rest in place', () => {
    const long = `DESCRIPTION:${'Hästar: Blixten\\, Storm\\n'.repeat(10)}`;
    const text = `BEGIN:VEVENT\r\n${long}\r\nSTATUS:CONFIRMED\r\n${long}\r\nEND:VEVENT\r\n`;
    const folded = foldLines(text);
    expect(unfold(folded)).toBe(text);
    for (const l of folded.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(folded.startsWith('BEGIN:VEVENT\r\nDESCRIPTION:')).toBe(true);
    expect(folded.endsWith('\r\nEND:VEVENT\r\n')).toBe(true);
  });
});
