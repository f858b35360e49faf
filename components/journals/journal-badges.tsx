'use client';
// A journal's labels of spec 3 as small pills — signed / unsigned, sent / not sent, locked — the word always there,
// so colour is never the only signal.
import { useTranslations } from 'next-intl';
import type { JournalRow, JournalStatus } from '@/lib/client/journal-api';
import { cn } from '@/lib/cn';

const PILL =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function JournalStatusBadge({ status }: { status: JournalStatus }) {
  const t = useTranslations('journals.status');
  return (
    <span
      className={cn(
        PILL,
        status === 'signed' ? 'bg-brand-100 text-brand-800' : 'bg-accent-100 text-accent-700',
      )}
    >
      {t(status)}
    </span>
  );
}

/** Signed or unsigned, sent or not sent, and locked when it is. */
export function JournalLabels({ journal }: { journal: Pick<JournalRow, 'status' | 'sentAt' | 'lockedAt'> }) {
  const t = useTranslations('journals.labels');
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <JournalStatusBadge status={journal.status} />
      <span
        className={cn(
          PILL,
          journal.sentAt
            ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
            : 'bg-stone-100 text-stone-700',
        )}
      >
        {journal.sentAt ? t('sent') : t('notSent')}
      </span>
      {journal.lockedAt && <span className={cn(PILL, 'bg-stone-200 text-stone-800')}>{t('locked')}</span>}
    </span>
  );
}
