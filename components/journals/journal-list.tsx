'use client';
// /journal-management (spec 3): the account's journals — journal ID, animal, owner, created by, created and last
// updated — with their labels (signed / unsigned, sent / not sent, locked); filters by status, customer, horse and
// treatment period, and search (å/ä/ö folded by the server), all kept in the address; a table on wider screens,
// cards on phones.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CustomerFilter } from '@/components/customers/customer-filter';
import { CardLabel } from '@/components/list/card-label';
import type { DataColumn } from '@/components/list/data-list';
import { ChoiceFilter, FilterField, PeriodFilter } from '@/components/list/filter-field';
import { useFilteredList } from '@/components/list/use-filtered-list';
import { AddRecordButton } from '@/components/record';
import { ListScreen } from '@/components/record/list-screen';
import { JournalIcon } from '@/components/ui/icons';
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
  const { params, setParam, resetParams, list, filtered } = useFilteredList(journalQueries.list, DEFAULTS, {
    status: JOURNAL_STATUS_FILTERS,
  });
  return (
    <ListScreen
      resource={JOURNALS}
      list={list}
      columns={useJournalColumns()}
      search={params.search}
      onSearchChange={(value) => setParam('search', value)}
      addButton={<AddRecordButton resource={JOURNALS} />}
      icon={<JournalIcon />}
      filtered={filtered}
      onClearFilters={resetParams}
    >
      <JournalFilters params={params} setParam={setParam} />
    </ListScreen>
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
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
      <ChoiceFilter
        label={t('filters.status')}
        value={params.status}
        choices={JOURNAL_STATUS_FILTERS}
        labelOf={(value) => t(`filter.${value}`)}
        onChange={(value) => setParam('status', value)}
      />
      <CustomerFilter
        value={params.customerId}
        onChange={(id) => {
          setParam('customerId', id);
          setParam('animalId', '');
        }}
        texts={{ label: t('filters.customer'), any: t('filters.anyCustomer') }}
      />
      <FilterField label={t('filters.animal')}>
        {(id) => (
          <Select
            id={id}
            value={params.animalId}
            disabled={!params.customerId && !params.animalId}
            onChange={(event) => setParam('animalId', event.target.value)}
            placeholder={t('filters.anyAnimal')}
            options={(horses.data ?? []).map((horse) => ({ value: horse.id, label: horse.name }))}
          />
        )}
      </FilterField>
      <PeriodFilter
        from={params.from}
        to={params.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        onChange={setParam}
      />
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
      cell: (j) => <CardLabel label={t('createdAt')}>{format.date(j.createdAt)}</CardLabel>,
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
