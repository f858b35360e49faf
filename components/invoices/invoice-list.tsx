'use client';
// /invoice-management (spec 2, 3): the account's invoices — number, customer, invoice and due date, total — with
// their labels (draft, sent / not sent, paid / pending, locked, overdue, credit invoice); filters by status,
// customer and period of invoice dates, and search (number, customer), all kept in the address; the sums of every
// invoice the filter matches above the list; a table on wider screens, cards on phones.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CustomerFilter } from '@/components/customers/customer-filter';
import { CardLabel } from '@/components/list/card-label';
import type { DataColumn } from '@/components/list/data-list';
import { ChoiceFilter, PeriodFilter } from '@/components/list/filter-field';
import { useDebouncedValue } from '@/components/list/use-debounced-value';
import { useFilteredList } from '@/components/list/use-filtered-list';
import { ListScreen } from '@/components/record/list-screen';
import { InvoiceIcon } from '@/components/ui/icons';
import type { InvoiceRow } from '@/lib/client/invoice-api';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { useFormat } from '@/lib/client/use-format';
import { INVOICE_LIST_FILTERS } from '@/lib/validation/invoice';
import { InvoiceLabels } from './invoice-badges';
import { CreateInvoiceButton } from './invoice-create-button';
import { INVOICES } from './invoice-resource';

const DEFAULTS = { search: '', status: 'all', customerId: '', from: '', to: '' };

export function InvoiceList() {
  const { params, setParam, resetParams, list, filtered } = useFilteredList(invoiceQueries.list, DEFAULTS, {
    status: INVOICE_LIST_FILTERS,
  });
  return (
    <ListScreen
      resource={INVOICES}
      list={list}
      columns={useInvoiceColumns()}
      search={params.search}
      onSearchChange={(value) => setParam('search', value)}
      addButton={<CreateInvoiceButton />}
      icon={<InvoiceIcon />}
      filtered={filtered}
      onClearFilters={resetParams}
    >
      <InvoiceFilters params={params} setParam={setParam} />
      <InvoiceSums params={params} />
    </ListScreen>
  );
}

type Params = typeof DEFAULTS;

/** The sums of the filter (every matching invoice, not only the page): how many, total, unpaid, overdue. */
function InvoiceSums({ params }: { params: Params }) {
  const t = useTranslations('invoices.list.sums');
  const format = useFormat();
  const search = useDebouncedValue(params.search.trim(), 300);
  const summary = useQuery({
    ...invoiceQueries.summary({ ...params, search }),
    placeholderData: (old) => old,
  });
  if (!summary.data) return null;
  const { count, grandTotal, unpaidTotal, overdueTotal } = summary.data;
  const money = (kronor: number) => format.money(Math.round(kronor * 100));
  const item = 'rounded-xl border border-stone-200 bg-white px-3 py-2';
  return (
    <dl
      aria-label={t('label')}
      data-testid="invoice-sums"
      className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
    >
      <div className={item}>
        <dt className="text-stone-600">{t('count')}</dt>
        <dd className="text-lg font-semibold text-stone-900 tabular-nums">{count}</dd>
      </div>
      <div className={item}>
        <dt className="text-stone-600">{t('total')}</dt>
        <dd className="text-lg font-semibold text-stone-900 tabular-nums">{money(grandTotal)}</dd>
      </div>
      <div className={item}>
        <dt className="text-stone-600">{t('unpaid')}</dt>
        <dd className="text-lg font-semibold text-stone-900 tabular-nums">{money(unpaidTotal)}</dd>
      </div>
      <div className={item}>
        <dt className="text-stone-600">{t('overdue')}</dt>
        <dd className="text-lg font-semibold text-danger-700 tabular-nums">{money(overdueTotal)}</dd>
      </div>
    </dl>
  );
}

/** Status, customer and the period of invoice dates. */
function InvoiceFilters({
  params,
  setParam,
}: {
  params: Params;
  setParam: <K extends keyof Params>(key: K, value: Params[K]) => void;
}) {
  const t = useTranslations('invoices.list');
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      <ChoiceFilter
        label={t('filters.status')}
        value={params.status}
        choices={INVOICE_LIST_FILTERS}
        labelOf={(value) => t(`filter.${value}`)}
        onChange={(value) => setParam('status', value)}
      />
      <CustomerFilter
        value={params.customerId}
        onChange={(id) => setParam('customerId', id)}
        texts={{ label: t('filters.customer'), any: t('filters.anyCustomer') }}
      />
      <PeriodFilter
        from={params.from}
        to={params.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        onChange={setParam}
      />
    </div>
  );
}

/** Spec 3's columns; on a phone a card reads: number · labels / customer / dates and total. */
function useInvoiceColumns(): DataColumn<InvoiceRow>[] {
  const t = useTranslations('invoices.columns');
  const tl = useTranslations('invoices.labels');
  const format = useFormat();
  return [
    {
      id: 'number',
      header: t('number'),
      card: 'title',
      cell: (row) => <span className="font-mono tabular-nums">{row.invoiceNumber ?? tl('noNumber')}</span>,
      className: 'whitespace-nowrap',
    },
    { id: 'customer', header: t('customer'), cell: (row) => row.customer.name },
    {
      id: 'invoiceDate',
      header: t('invoiceDate'),
      cell: (row) => <CardLabel label={t('invoiceDate')}>{format.date(row.invoiceDate)}</CardLabel>,
      className: 'whitespace-nowrap',
    },
    {
      id: 'dueDate',
      header: t('dueDate'),
      cell: (row) => <CardLabel label={t('dueDate')}>{format.date(row.dueDate)}</CardLabel>,
      className: 'whitespace-nowrap',
    },
    {
      id: 'total',
      header: t('total'),
      cell: (row) => (
        <span className="font-semibold tabular-nums">{format.money(Math.round(row.grandTotal * 100))}</span>
      ),
      className: 'whitespace-nowrap md:text-right',
    },
    { id: 'labels', header: t('labels'), card: 'aside', cell: (row) => <InvoiceLabels invoice={row} /> },
  ];
}
