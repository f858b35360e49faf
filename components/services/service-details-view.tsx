'use client';
// /inventory-service-details/{id}: the service formatted for reading, Edit and Activate/Deactivate.
import { useTranslations } from 'next-intl';
import { useInventoryFormat, vatOre } from '@/components/inventory/inventory-format';
import { Money } from '@/components/inventory/money';
import { DetailList, DetailSection, RecordDetailsHeader, ResourceView } from '@/components/record';
import type { Service } from '@/lib/client/service-api';
import { SERVICES } from './service-resource';

export function ServiceDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={SERVICES} id={id}>
      {(service) => <ServiceDetailsScreen service={service} />}
    </ResourceView>
  );
}

function ServiceDetailsScreen({ service }: { service: Service }) {
  const t = useTranslations('services');
  const fmt = useInventoryFormat();
  const notGiven = t('details.notGiven');
  const vat = vatOre(service.priceOre, service.vatPercent);
  const unit = t(`unitShort.${service.unit === 2 ? 2 : 1}`);

  return (
    <div>
      <RecordDetailsHeader resource={SERVICES} record={service} description={service.categoryName} />

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
