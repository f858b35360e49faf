'use client';
// A signed journal's history version by version (swedish-rules §1: a correction never makes the original
// unreadable): the signed original, then each amendment with its date, author and reason, every changed field with
// the original struck through (<del>) beside the new text (<ins>).
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/client/use-format';
import type { Journal } from '@/lib/client/journal-api';
import { fileCount, isFileField } from '@/lib/validation/journal-photos';

type Amendment = Journal['amendments'][number];

/** A field's value as text: lines (treatments, pharmaceuticals, hoof findings) one per line, their parts joined. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join('\n');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([key, part]) => key !== 'id' && part !== null && part !== undefined && part !== '')
      .map(([, part]) => valueText(part))
      .join(' · ');
  return String(value);
}

export function JournalAmendments({ journal }: { journal: Journal }) {
  const t = useTranslations('journals');
  const format = useFormat();
  const original = journal.signatures.find((signature) => signature.version === 1) ?? journal.signatures[0];
  const fieldName = (field: string) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field);

  if (!original && journal.amendments.length === 0)
    return <p className="text-stone-600">{t('history.notSigned')}</p>;

  return (
    <ol className="space-y-4">
      {original && (
        <li className="rounded-xl border border-stone-200 p-3 sm:p-4">
          <p className="font-semibold text-stone-900">
            {t('history.version', { version: original.version })}
          </p>
          <p className="text-sm text-stone-600">
            {t('history.signedBy', { name: original.signerName, when: format.dateTime(original.at) })}
          </p>
        </li>
      )}
      {journal.amendments.map((amendment: Amendment) => (
        <li
          key={amendment.version}
          className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4"
          data-testid="journal-amendment"
        >
          <div>
            <p className="font-semibold text-stone-900">
              {t('history.amendment', { version: amendment.version })}
            </p>
            <p className="text-sm text-stone-600">
              {t('history.amendedBy', {
                name: amendment.author?.name ?? t('history.unknownAuthor'),
                when: format.dateTime(amendment.at),
              })}
            </p>
            {amendment.reason && (
              <p className="mt-1 text-sm text-stone-900">
                <span className="font-medium">{t('history.reason')}:</span> {amendment.reason}
              </p>
            )}
          </div>
          <dl className="space-y-3">
            {amendment.changes.map((change) => {
              // Photos and attachments added after signing: how many there were and are, not their ids.
              const files = isFileField(change.field) ? change.field : null;
              const shown = (value: unknown) =>
                files ? t(`history.${files}`, { count: fileCount(value) }) : valueText(value);
              const before = shown(change.previous);
              const after = shown(change.next);
              return (
                <div key={change.field} className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <dt className="text-sm text-stone-600">{fieldName(change.field)}</dt>
                  <dd className="grid min-w-0 gap-1 break-words sm:grid-cols-2 sm:gap-3">
                    <span className="whitespace-pre-line">
                      <span className="sr-only">{t('history.before')}: </span>
                      {before ? (
                        <del className="text-danger-800 decoration-2">{before}</del>
                      ) : (
                        <span className="text-stone-500 italic">{t('history.empty')}</span>
                      )}
                    </span>
                    <span className="whitespace-pre-line">
                      <span className="sr-only">{t('history.after')}: </span>
                      {after ? (
                        <ins className="text-brand-800 no-underline">{after}</ins>
                      ) : (
                        <span className="text-stone-500 italic">{t('history.empty')}</span>
                      )}
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ol>
  );
}
