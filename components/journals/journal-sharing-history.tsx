'use client';
// Who shared the journal and who ended its sharing, when (from its history, GET journals/history/{id}): an inspector
// asks who could read a journal outside the account. The links' codes are never in the history.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { journalQueries } from '@/lib/client/queries/journals';
import { useFormat } from '@/lib/client/use-format';

export function JournalSharingHistory({ journalId }: { journalId: string }) {
  const t = useTranslations('journals.history');
  const format = useFormat();
  const history = useQuery(journalQueries.events(journalId));
  const events = (history.data ?? []).filter((e) => e.action === 'shared' || e.action === 'share_ended');
  if (events.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm text-stone-700" data-testid="journal-sharing-history">
      {events.map((event) => {
        const values = { name: event.user?.name ?? t('unknownAuthor'), when: format.dateTime(event.at) };
        return (
          <li key={event.id}>{event.action === 'shared' ? t('shared', values) : t('shareEnded', values)}</li>
        );
      })}
    </ul>
  );
}
