'use client';
// /journal-management (spec 3): the account's journals — journal ID, animal, owner, created by, created and last
// updated — with their labels (signed / unsigned, sent / not sent, locked); filters by status, customer, horse and
// treatment period, and search (å/ä/ö folded by the server), all kept in the address; a table on wider screens,
// cards on phones.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { DateInput } from '@/components/form/date-input';
import type { DataColumn } from '@/components/list/data-list';
import { ListBody } from '@/components/list/list-body';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useCursorList } from '@/components/list/use-cursor-list';
import { useListParams } from '@/components/list/use-list-params';
import { AddRecordButton, detailsHref } from '@/components/record';
import { JournalIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import type { JournalRow } from '@/lib/client/journal-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { journalQueries } from '@/lib/client/queries/journals';
import { useFormat } from '@/lib/client/use-format';
import { JournalLabels } from './journal-badges';
import { JOURNALS } from './journal-resource';

export const JOURNAL_STATUS_FILTERS = ['all', 'signed', 'unsigned', 'sent', 'notSent'] as const;

const DEFAULTS = { search: '', status: 'all', customerId: '', animalId: '', from: '', to: '' };

export function JournalList() {
  const t = useTranslations('journals.list');
  const [params, setParam, resetParams] = useListParams(DEFAULTS, { status: JOURNAL_STATUS_FILTERS });
  const list = useCursorList(journalQueries.list, params);
  const columns = useJournalColumns();
  const filtered = Object.entries(params).some(
    ([key, value]) => value !== DEFAULTS[key as keyof typeof DEFAULTS],
  );
  const addButton = <AddRecordButton resource={JOURNALS} />;

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} actions={addButton} />
      <ListToolbar
        search={params.search}
        onSearchChange={(value) => setParam('search', value)}
        searchLabel={t('searchLabel')}
        searchPlaceholder={t('searchPlaceholder')}
        searching={list.refreshing && list.status !== 'error'}
      />
      <JournalFilters params={params} setParam={setParam} />
      <div className="mt-4">
        <ListBody
          list={list}
          columns={columns}
          href={(row) => detailsHref(JOURNALS, row.id)}
          texts={{
            title: t('title'),
            loading: t('loading'),
            error: t('error'),
            clearFilters: t('clearFilters'),
          }}
          filtered={filtered}
          onClearFilters={resetParams}
          noMatch={{ title: t('noMatchTitle'), text: t('noMatchText') }}
          empty={{ icon: <JournalIcon />, title: t('emptyTitle'), text: t('emptyText'), action: addButton }}
        />
      </div>
    </div>
  );
}

type Params = typeof DEFAULTS;

/** Status, customer, the customer's horse and the period of treatment dates. */
function JournalFilters({
  params,
  setParam,
}: {
  params: Params;
  setParam: <K extends keyof Params>(key: K, value: Params[K]) => void;
}) {
  const t = useTranslations('journals.list');
  const horses = useQuery(bookingQueries.customerAnimals(params.customerId));
  const ids = { status: useId(), animal: useId(), from: useId(), to: useId() };
  const label = 'mb-1 block text-sm font-medium text-stone-700';
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
      <div>
        <label htmlFor={ids.status} className={label}>
          {t('filters.status')}
        </label>
        <Select
          id={ids.status}
          value={params.status}
          onChange={(event) => setParam('status', event.target.value)}
          options={JOURNAL_STATUS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        />
      </div>
      <div>
        <span className={label}>{t('filters.customer')}</span>
        <OwnerPicker
          label={t('filters.customer')}
          value={params.customerId}
          clearable
          onChange={(id) => {
            setParam('customerId', id);
            setParam('animalId', '');
          }}
          texts={{
            placeholder: t('filters.anyCustomer'),
            dialogLabel: t('filters.customer'),
            clear: t('filters.anyCustomer'),
          }}
        />
      </div>
      <div>
        <label htmlFor={ids.animal} className={label}>
          {t('filters.animal')}
        </label>
        <Select
          id={ids.animal}
          value={params.animalId}
          disabled={!params.customerId && !params.animalId}
          onChange={(event) => setParam('animalId', event.target.value)}
          placeholder={t('filters.anyAnimal')}
          options={(horses.data ?? []).map((horse) => ({ value: horse.id, label: horse.name }))}
        />
      </div>
      <div>
        <label htmlFor={ids.from} className={label}>
          {t('filters.from')}
        </label>
        <DateInput
          id={ids.from}
          value={params.from}
          onChange={(event) => setParam('from', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={ids.to} className={label}>
          {t('filters.to')}
        </label>
        <DateInput id={ids.to} value={params.to} onChange={(event) => setParam('to', event.target.value)} />
      </div>
    </div>
  );
}

/** Spec 3's columns; on a phone a card reads: journal ID · labels / horse · owner / dates. */
function useJournalColumns(): DataColumn<JournalRow>[] {
  const t = useTranslations('journals.columns');
  const format = useFormat();
  return [
    {
      id: 'reference',
      header: t('reference'),
      card: 'title',
      cell: (j) => <span className="font-mono tabular-nums">{j.referenceNumber}</span>,
      className: 'whitespace-nowrap',
    },
    { id: 'animal', header: t('animal'), cell: (j) => j.animal.name },
    { id: 'owner', header: t('owner'), cell: (j) => j.ownerName ?? '', className: 'hidden md:table-cell' },
    {
      id: 'createdBy',
      header: t('createdBy'),
      card: 'hidden',
      cell: (j) => j.createdBy ?? '',
      className: 'hidden lg:table-cell',
    },
    {
      id: 'createdAt',
      header: t('createdAt'),
      cell: (j) => (
        <>
          <span aria-hidden="true" className="md:hidden">
            {t('createdAt')}:{' '}
          </span>
          {format.date(j.createdAt)}
        </>
      ),
      className: 'whitespace-nowrap',
    },
    {
      id: 'updatedAt',
      header: t('updatedAt'),
      card: 'hidden',
      cell: (j) => format.date(j.updatedAt),
      className: 'hidden sm:table-cell whitespace-nowrap',
    },
    { id: 'labels', header: t('labels'), card: 'aside', cell: (j) => <JournalLabels journal={j} /> },
  ];
}
