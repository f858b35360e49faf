'use client';
// /animal-management: search, active/inactive filter, sort (name, next visit, newest), "show more"; a booked horse
// carries "Booked 27 Nov", an overdue one that is not booked "Overdue". A table on wider screens, cards on phones.
import { useTranslations } from 'next-intl';
import { StatusBadge, type DataColumn } from '@/components/list';
import { RegisterScreen, useRegister } from '@/components/record';
import { HorseshoeIcon, UsersIcon } from '@/components/ui/icons';
import { ANIMAL_SORTS, type AnimalListRow } from '@/lib/client/animal-api';
import { formatPersonName } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { animalQueries } from '@/lib/client/queries/animals';
import { ANIMALS } from './animal-resource';
import { AnimalThumb } from './animal-thumb';
import { VisitBadge, bookedDay, isOverdue } from './visit-badge';

export function AnimalList() {
  const register = useRegister(animalQueries.list, ANIMAL_SORTS);
  const columns = useAnimalColumns();
  return <RegisterScreen resource={ANIMALS} register={register} columns={columns} icon={<HorseshoeIcon />} />;
}

/**
 * The register's columns, shared with the dashboard (which leaves out type and status: its filter says which horses
 * it shows, and an inactive one is marked at its next visit). Phones get their own lines and badge — the table's
 * columns stay out of the cards — so a card reads: name · badge / owner / latest and next visit. A card line is named
 * for screen readers by its column (DataList), so its visible label is not read a second time.
 */
export function useAnimalColumns({
  variant = 'register',
}: { variant?: 'register' | 'dashboard' } = {}): DataColumn<AnimalListRow>[] {
  const t = useTranslations('animals');
  const format = useFormat();
  const dashboard = variant === 'dashboard';
  const visit = (date: string | null) =>
    date ? format.date(date) : <span className="text-stone-600">—</span>;
  const owner = (a: AnimalListRow) => (a.owner ? formatPersonName(a.owner.firstName, a.owner.lastName) : '');
  /** A card's line with its label shown, but read once: the column's name already says it. */
  const labelled = (label: string, value: string) => (
    <>
      <span aria-hidden="true">{label}: </span>
      {value}
    </>
  );

  const columns: Array<DataColumn<AnimalListRow> | false> = [
    {
      id: 'name',
      header: t('columns.name'),
      card: 'title',
      cell: (a) => (
        <span className="inline-flex items-center gap-3">
          <AnimalThumb pictureUrl={a.pictureUrl} />
          <span className="min-w-0 break-words">{a.name}</span>
        </span>
      ),
    },
    !dashboard && {
      id: 'type',
      header: t('columns.type'),
      cell: (a) => [a.typeName, a.breedName].filter(Boolean).join(' · '),
      className: 'hidden xl:table-cell',
    },
    {
      id: 'owner',
      header: t('columns.owner'),
      card: 'hidden',
      cell: owner,
      className: 'lg:whitespace-nowrap',
    },
    {
      id: 'latestVisit',
      header: t('columns.latestVisit'),
      card: 'hidden',
      cell: (a) => visit(a.latestVisit),
      className: dashboard ? 'whitespace-nowrap' : 'hidden lg:table-cell whitespace-nowrap',
    },
    {
      id: 'nextVisit',
      header: t('columns.nextVisit'),
      card: 'hidden',
      cell: (a) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
          {visit(a.nextVisit)}
          <VisitBadge animal={a} />
          {dashboard && a.status === 'inactive' && <StatusBadge status="inactive" />}
        </span>
      ),
    },
    !dashboard && {
      id: 'status',
      header: t('columns.status'),
      card: 'hidden',
      cell: (a) => <StatusBadge status={a.status} />,
      className: 'w-28',
    },
    {
      id: 'phoneOwner',
      header: t('columns.owner'),
      cell: (a) =>
        a.owner && (
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-3.5 text-stone-400" />
            {owner(a)}
          </span>
        ),
      className: 'hidden',
    },
    dashboard && {
      id: 'phoneLatestVisit',
      header: t('columns.latestVisit'),
      cell: (a) => labelled(t('columns.latestVisit'), a.latestVisit ? format.date(a.latestVisit) : '—'),
      className: 'hidden',
    },
    {
      id: 'phoneNextVisit',
      header: t('columns.nextVisit'),
      cell: (a) => (
        <span className={isOverdue(a) ? 'font-semibold text-danger-700' : undefined}>
          {labelled(t('columns.nextVisit'), a.nextVisit ? format.date(a.nextVisit) : t('noNextVisit'))}
        </span>
      ),
      className: 'hidden',
    },
    {
      id: 'phoneBadge',
      header: t('columns.status'),
      card: 'aside',
      cell: (a) =>
        bookedDay(a) || isOverdue(a) ? <VisitBadge animal={a} /> : <StatusBadge status={a.status} />,
      className: 'hidden',
    },
  ];
  return columns.filter((c): c is DataColumn<AnimalListRow> => c !== false);
}
