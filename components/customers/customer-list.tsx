'use client';
// /customer-management: search, active/inactive filter, sort, "show more"; a table on wider screens, cards on phones.
import { useTranslations } from 'next-intl';
import { StatusBadge, type DataColumn } from '@/components/list';
import { RegisterScreen, useRegister } from '@/components/record';
import { UsersIcon } from '@/components/ui/icons';
import type { Customer } from '@/lib/client/customer-api';
import { formatPersonName, formatPhone } from '@/lib/format';
import { customerQueries } from '@/lib/client/queries/customers';
import { CUSTOMERS } from './customer-resource';

export function CustomerList() {
  const t = useTranslations('customers.columns');
  const register = useRegister(customerQueries.list, ['name', 'newest', 'city']);

  const columns: DataColumn<Customer>[] = [
    { id: 'name', header: t('name'), card: 'title', cell: (c) => formatPersonName(c.firstName, c.lastName) },
    { id: 'city', header: t('city'), cell: (c) => c.city ?? '' },
    { id: 'phone', header: t('phone'), cell: (c) => formatPhone(c.phone), className: 'whitespace-nowrap' },
    {
      id: 'email',
      header: t('email'),
      cell: (c) => c.email ?? '',
      card: 'hidden',
      className: 'hidden xl:table-cell break-all',
    },
    {
      id: 'status',
      header: t('status'),
      cell: (c) => <StatusBadge status={c.status} />,
      card: 'aside',
      className: 'w-28',
    },
  ];

  return <RegisterScreen resource={CUSTOMERS} register={register} columns={columns} icon={<UsersIcon />} />;
}
