// One date format per language on every screen: lib/format.ts formats every date, and no screen formats one itself
// (a screen that did would show "November 30, 2026" beside "30 November 2026").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth } from '@/lib/format';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Ways to format a date other than lib/format.ts: built-in Intl, next-intl's formatter, date libraries. */
const DIRECT_DATE_FORMATTING: Array<[RegExp, string]> = [
  [/\.toLocaleDateString\s*\(/, 'toLocaleDateString'],
  [/\.toLocaleTimeString\s*\(/, 'toLocaleTimeString'],
  [/\.toLocaleString\s*\(/, 'toLocaleString'],
  [/Intl\s*\.\s*DateTimeFormat/, 'Intl.DateTimeFormat'],
  [/Intl\s*\.\s*RelativeTimeFormat/, 'Intl.RelativeTimeFormat'],
  [/\buseFormatter\b|\bgetFormatter\b/, "next-intl's formatter"],
  [/from\s+['"](date-fns|dayjs|moment|luxon)/, 'a date library'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('dates on screen', () => {
  it('are formatted by lib/format.ts only: no screen in components/ or app/ formats a date itself', () => {
    const offenders = ['components', 'app'].flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return DIRECT_DATE_FORMATTING.filter(([pattern]) => pattern.test(text)).map(
        ([, what]) => `${file}: ${what}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('are never formatted inside a message ({x, date} / {x, time}): screens pass the formatted text', () => {
    const files = ['en', 'sv'].flatMap((lang) =>
      readdirSync(path.join(ROOT, 'messages', lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `messages/${lang}/${file}`),
    );
    const offenders = files.filter((file) =>
      /\{\s*\w+\s*,\s*(date|time)\b/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('have one format in English: "14 March 2026", for plain dates and instants alike', () => {
    expect(formatDate('2026-03-14', 'en')).toBe('14 March 2026');
    expect(formatDate('2026-09-14', 'en')).toBe('14 September 2026');
    expect(formatDate('2026-11-30', 'en')).toBe('30 November 2026');
    expect(formatDate(new Date('2026-11-23T10:00:00Z'), 'en')).toBe('23 November 2026');
    expect(formatDateTime('2026-03-14T08:30:00Z', 'en')).toBe('14 March 2026, 09:30');
  });

  it('have one format in Swedish: "14 mars 2026"', () => {
    expect(formatDate('2026-03-14', 'sv')).toBe('14 mars 2026');
    expect(formatDate('2026-09-14', 'sv')).toBe('14 september 2026');
    expect(formatDate('2026-11-30T12:00:00Z', 'sv')).toBe('30 november 2026');
    expect(formatDateTime('2026-07-01T06:05:00Z', 'sv')).toBe('1 juli 2026 kl. 08:05');
  });

  it('show an instant as the day it is in Stockholm, and nothing for a missing or unreadable value', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(formatDate('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027');
    expect(formatDate('2026-12-31T23:30:00Z', 'sv')).toBe('1 januari 2027');
    expect(formatDate(null, 'sv')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(undefined, 'en')).toBe('');
  });

  it('have a short day and month for a day in the weeks ahead: "Booked 27 Nov" / "Bokad 27 nov"', () => {
    expect(formatDayMonth('2026-11-27', 'en')).toBe('27 Nov');
    expect(formatDayMonth('2026-11-27', 'sv')).toBe('27 nov');
    expect(formatDayMonth('2026-05-01', 'sv')).toBe('1 maj');
    expect(formatDayMonth(null, 'en')).toBe('');
  });
});
