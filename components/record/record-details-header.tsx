'use client';
// The top of a details screen: back to the list, the record's name with its status (and any other badge), a line
// about it, Edit and the status changes its resource allows (Activate/Deactivate for a register).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PencilIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { editHref, type RecordBase, type ResourceOf } from './record-resource';
import { RecordStatusActions } from './record-status-actions';

interface RecordDetailsHeaderProps<T extends RecordBase> {
  resource: ResourceOf<T>;
  record: T;
  description?: ReactNode;
  /** Badges after the status badge (overdue, low stock). */
  badges?: ReactNode;
  /** Buttons before Edit (Book a visit). */
  actions?: ReactNode;
}

export function RecordDetailsHeader<T extends RecordBase>({
  resource,
  record,
  description,
  badges,
  actions,
}: RecordDetailsHeaderProps<T>) {
  const t = useTranslations(resource.namespace);
  const { Badge } = resource.statuses;
  const status = <Badge status={record.status} />;
  return (
    <PageHeader
      back={{ href: resource.listHref, label: t('backToList') }}
      title={resource.name(record)}
      badge={
        badges ? (
          <span className="flex flex-wrap gap-2">
            {status}
            {badges}
          </span>
        ) : (
          status
        )
      }
      description={description}
      actions={
        <>
          {actions}
          <Button asChild>
            <Link href={editHref(resource, record.id)}>
              <PencilIcon className="size-4" />
              {t('details.edit')}
            </Link>
          </Button>
          <RecordStatusActions resource={resource} record={record} />
        </>
      }
    />
  );
}
