'use client';
// The Services tab of /inventory-management: search, status filter, sort, "show more"; a table on wider screens,
// cards on phones.
import { useTranslations } from 'next-intl';
import { useInventoryFormat } from '@/components/inventory/inventory-format';
import { StatusBadge, type DataColumn } from '@/components/list';
import { AddRecordButton, RegisterScreen, useRegister } from '@/components/record';
import { HorseshoeIcon } from '@/components/ui/icons';
import { serviceQueries } from '@/lib/client/queries/services';
import type { Service } from '@/lib/client/service-api';
import { SERVICES } from './service-resource';

export function AddServiceButton() {
  return <AddRecordButton resource={SERVICES} />;
}

export function ServiceList() {
  const t = useTranslations('services');
  const fmt = useInventoryFormat();
  const register = useRegister(serviceQueries.list, ['name', 'newest', 'price']);

  const columns: DataColumn<Service>[] = [
    { id: 'service', header: t('columns.service'), card: 'title', cell: (s) => s.service },
    { id: 'category', header: t('columns.category'), cell: (s) => s.categoryName ?? '' },
    {
      id: 'price',
      header: t('columns.price'),
      cell: (s) => <span className="tabular-nums">{fmt.money(s.priceOre)}</span>,
      className: 'whitespace-nowrap md:text-right',
    },
    {
      id: 'unit',
      header: t('columns.unit'),
      cell: (s) => t(`unitShort.${s.unit === 2 ? 2 : 1}`),
      className: 'whitespace-nowrap',
    },
    {
      id: 'vat',
      header: t('columns.vat'),
      cell: (s) => fmt.vat(s.vatPercent),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (s) => <StatusBadge status={s.status} />,
      card: 'aside',
      className: 'w-28',
    },
  ];

  return (
    <RegisterScreen
      resource={SERVICES}
      register={register}
      columns={columns}
      icon={<HorseshoeIcon />}
      header={false}
    />
  );
}
