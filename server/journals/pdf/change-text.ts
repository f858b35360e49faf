// An amendment's original and new value as the printed journal shows them: a field's text as written, a list of lines
// (treatments, pharmaceuticals, hoof findings) one line each with its labelled parts, and nothing as "(tomt)".
// No 'server-only' marker: the PDF benchmark (bench/journal-pdf.ts) renders through it in plain Node.
import { HOOVES, type Hoof } from '@/lib/validation/journal';
import { fileCount, isFileField } from '@/lib/validation/journal-photos';

/** A label of the PDF's namespace (journalPdf.*), or undefined when it has none. */
export type Labels = {
  say: (key: string, values?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
};

/** Keys a line carries for the program, not the reader. */
const HIDDEN = new Set(['id', 'photos', 'photoCount', 'position', 'url', 'thumbnailUrl']);

const isHoof = (v: unknown): v is Hoof => typeof v === 'string' && (HOOVES as readonly string[]).includes(v);

const fieldLabel = (labels: Labels, name: string) =>
  labels.has(`fields.${name}`) ? labels.say(`fields.${name}`) : undefined;

/** "findings" → "Undersökningsfynd"; "treatments.<id>.notes" → "Behandlingar – Anteckningar". */
export function changeLabel(labels: Labels, field: string): string {
  const parts = field
    .split('.')
    .map((part) => fieldLabel(labels, part))
    .filter((label): label is string => Boolean(label));
  return parts.length ? parts.join(' – ') : field;
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

function scalar(labels: Labels, key: string | undefined, value: unknown): string {
  if (key?.endsWith('hoof') && isHoof(value)) return labels.say(`hooves.${value}`);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One line of a list: its parts that say something, labelled, in the order written. */
function lineText(labels: Labels, line: Record<string, unknown>): string {
  return Object.entries(line)
    .filter(([key, value]) => !HIDDEN.has(key) && !isEmpty(value))
    .map(([key, value]) => {
      const text = typeof value === 'object' ? valueText(labels, key, value) : scalar(labels, key, value);
      return `${fieldLabel(labels, key) ?? key}: ${text}`;
    })
    .join(', ');
}

/** The value of `field` before or after an amendment, as text. */
export function valueText(labels: Labels, field: string, value: unknown): string {
  // Photos and attachments added after signing: how many there are, not their ids.
  if (isFileField(field)) return labels.say(`amendments.${field}`, { count: fileCount(value) });
  if (isEmpty(value)) return labels.say('amendments.empty');
  const key = field.split('.').at(-1);
  if (Array.isArray(value))
    return value
      .map((item) =>
        item && typeof item === 'object'
          ? `• ${lineText(labels, item as Record<string, unknown>)}`
          : `• ${scalar(labels, key, item)}`,
      )
      .join('\n');
  if (typeof value === 'object') return lineText(labels, value as Record<string, unknown>);
  return scalar(labels, key, value);
}
