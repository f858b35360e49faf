'use client';
// /staff-management (owner only): everyone in the account, the owner first — name, title, email, calendar colour and
// where each stands — with the seats in use; search and All/Active/Inactive. A staff member who follows a link here
// gets the API's 403 and sees "not allowed", still signed in.
import { useTranslations } from 'next-intl';
import { ForbiddenState, isRefusal } from '@/components/app-shell/forbidden-state';
import { useCursorList, useListParams, STATUS_FILTERS, type DataColumn } from '@/components/list';
import { AddRecordButton, ListScreen } from '@/components/record';
import { UsersIcon } from '@/components/ui/icons';
import type { StatusFilterValue } from '@/components/list';
import { formatPersonName } from '@/lib/format';
import type { StaffMember } from '@/lib/client/staff-api';
import { staffQueries } from '@/lib/client/queries/staff';
import { STAFF } from './staff-resource';
import { ColorSwatch, StaffStateBadge, seatsInUse } from './staff-state';

export function StaffList() {
  const t = useTranslations('staff');
  const [params, setParam, resetParams] = useListParams(
    { search: '', status: 'all' },
    { status: STATUS_FILTERS },
  );
  const list = useCursorList(staffQueries.list, params);

  if (list.status === 'error' && isRefusal(list.error)) return <ForbiddenState />;

  const columns: DataColumn<StaffMember>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      card: 'title',
      cell: (m) => (
        <span className="inline-flex items-center gap-2">
          <ColorSwatch color={m.color} />
          {formatPersonName(m.firstName, m.lastName)}
        </span>
      ),
    },
    { id: 'title', header: t('columns.title'), cell: (m) => m.title ?? '' },
    { id: 'email', header: t('columns.email'), cell: (m) => m.email, className: 'break-all' },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (m) => <StaffStateBadge member={m} />,
      card: 'aside',
      className: 'w-40',
    },
  ];
  const filtered = params.search.trim() !== '' || params.status !== 'all';
  const seats = list.status === 'ready' && !filtered ? seatsInUse(list.items) : null;

  return (
    <ListScreen
      resource={STAFF}
      list={list}
      columns={columns}
      search={params.search}
      onSearchChange={(value) => setParam('search', value)}
      toolbar={{
        status: params.status as StatusFilterValue,
        onStatusChange: (value) => setParam('status', value),
      }}
      addButton={<AddRecordButton resource={STAFF} />}
      icon={<UsersIcon />}
      filtered={filtered}
      onClearFilters={resetParams}
    >
      {seats !== null && (
        <p className="mt-3 text-sm text-stone-600" data-testid="staff-seats">
          <span className="font-semibold text-stone-900">{t('seats', { count: seats })}</span>
          <span className="block sm:inline sm:before:content-['_·_']">{t('seatsHint')}</span>
        </p>
      )}
    </ListScreen>
  );
}
