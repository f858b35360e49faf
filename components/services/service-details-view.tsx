'use client';
// /inventory-service-details/{id}: the service formatted for reading, Edit and Activate/Deactivate.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { DetailList } from '@/components/customers/detail-list';
import { DetailSection, Money } from '@/components/inventory/detail-section';
import { useInventoryFormat, vatOre } from '@/components/inventory/inventory-format';
import { RecordStatusButton } from '@/components/inventory/record-status-button';
import { ErrorState, StatusBadge } from '@/components/list';
import { Button } from '@/components/ui/button';
import { PencilIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { serviceDetailsPath, setServiceStatus, type Service } from '@/lib/service-api';
import { isUuid, useApiResource } from '@/lib/use-api-resource';

const LIST_HREF = '/inventory-management?tab=services';

export function ServiceDetailsView({ id }: { id: string }) {
  const t = useTranslations('services');
  const fmt = useInventoryFormat();
  const resource = useApiResource<Service>(isUuid(id) ? serviceDetailsPath(id) : null);

  if (resource.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (resource.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref={LIST_HREF}
        backLabel={t('backToList')}
      />
    );
  }
  if (resource.status === 'error') {
    return <ErrorState error={resource.error} title={t('details.error')} onRetry={resource.reload} />;
  }

  const service = resource.data;
  const notGiven = t('details.notGiven');
  const vat = vatOre(service.priceOre, service.vatPercent);
  const unit = t(`unitShort.${service.unit === 2 ? 2 : 1}`);

  return (
    <div>
      <PageHeader
        back={{ href: LIST_HREF, label: t('backToList') }}
        title={service.service}
        badge={<StatusBadge status={service.status} />}
        description={service.categoryName}
        actions={
          <>
            <Button asChild>
              <Link href={`/inventory-service-edit/${service.id}`}>
                <PencilIcon className="size-4" />
                {t('details.edit')}
              </Link>
            </Button>
            <RecordStatusButton
              name={service.service}
              status={service.status}
              namespace="services.status"
              setStatus={(status) => setServiceStatus(service.id, status)}
              onChanged={(status) => resource.setData({ ...service, status })}
            />
          </>
        }
      />

      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <DetailSection title={t('sections.service')}>
          <DetailList
            empty={notGiven}
            items={[
              { label: t('fields.category'), value: service.categoryName },
              {
                label: t('fields.description'),
                value: service.description && (
                  <span className="whitespace-pre-line">{service.description}</span>
                ),
              },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('sections.price')}>
          <DetailList
            empty={notGiven}
            items={[
              {
                label: t('details.price'),
                value: (
                  <>
                    <Money ore={service.priceOre} /> {unit}
                  </>
                ),
              },
              { label: t('fields.unit'), value: t(`units.${service.unit === 2 ? 2 : 1}`) },
              { label: t('fields.vatPercent'), value: fmt.percent(service.vatPercent) },
              { label: t('details.vatAmount'), value: <Money ore={vat} /> },
              {
                label: t('details.inclVat'),
                value: (
                  <span className="font-semibold">
                    <Money ore={service.priceOre + vat} /> {unit}
                  </span>
                ),
              },
            ]}
          />
        </DetailSection>
      </div>
      <p className="mt-4 text-sm text-stone-500 sm:mt-6">
        {t('details.updated', { date: fmt.dateTime(service.updatedAt) })}
      </p>
    </div>
  );
}
