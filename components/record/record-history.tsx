'use client';
// A record's history on its page (records with a life: bookings now, journals and invoices next): who did what,
// when, oldest first — "Created · Åsa Lind-Berg · 26 November 2026, 09:14", "Changed time, horses and notes",
// "Status: Booked → Done". Field names are the form's labels (<namespace>.fields.*), statuses the resource's own
// names; the texts are under <namespace>.history.
import { useTranslations } from 'next-intl';
import { ErrorState, ListSkeleton } from '@/components/list/list-states';
import { intlLocale } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { historyLine, type HistoryTexts } from './history-lines';
import type { RecordBase, ResourceOf } from './record-resource';
import { DetailSection } from './detail-section';

/** "Start time" → "start time": a label in the middle of a sentence. */
const inSentence = (label: string, locale: string) =>
  label.charAt(0).toLocaleLowerCase(intlLocale(locale)) + label.slice(1);

const noHistory = (namespace: string) => (): never => {
  throw new Error(`The ${namespace} resource has no history query`);
};

export function RecordHistory<T extends RecordBase>({
  resource,
  id,
}: {
  resource: ResourceOf<T>;
  id: string;
}) {
  const t = useTranslations(resource.namespace);
  const labels = useTranslations(resource.statuses.labels);
  const format = useFormat();
  const useHistory = resource.useHistory ?? noHistory(resource.namespace);
  const history = useHistory(id);

  const known = (key: string) => t.has(key as never);
  const texts: HistoryTexts = {
    created: t('history.created'),
    deleted: t('history.deleted'),
    updated: (fields) => t('history.updated', { fields }),
    updatedNothing: t('history.updatedNothing'),
    statusChanged: (from, to) => t('history.statusChanged', { from, to }),
    field: (name) => (known(`fields.${name}`) ? inSentence(t(`fields.${name}`), format.locale) : name),
    status: (status) => (labels.has(status as never) ? labels(status as never) : status),
    list: (items) => new Intl.ListFormat(intlLocale(format.locale), { type: 'conjunction' }).format(items),
    when: (at) => format.dateTime(at),
  };

  return (
    <DetailSection title={t('history.title')}>
      {history.isPending ? (
        <ListSkeleton rows={2} label={t('history.loading')} />
      ) : history.isError ? (
        <ErrorState error={history.error} title={t('history.error')} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-stone-600">{t('history.empty')}</p>
      ) : (
        <ol aria-label={t('history.title')} className="divide-y divide-stone-100">
          {history.data.map((event) => {
            const line = historyLine(event, texts, resource.historyGroups);
            return (
              <li key={line.id} className="py-2 first:pt-0 last:pb-0">
                <span className="font-medium text-stone-900">{line.what}</span>
                <span className="text-stone-600">
                  {line.who && ` · ${line.who}`} · <time dateTime={event.at}>{line.when}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
