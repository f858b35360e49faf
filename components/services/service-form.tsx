'use client';
// Add and edit a service (spec 3, 5): category from the service types, name, description (≤ 2000, counted),
// price > 0, unit per piece/occasion or per hour, VAT (25 % by default: farrier work). Shared schema, server
// field errors inline, a draft under form_inventory-service-add / form_inventory-service-edit-<id>, and a question
// before a dirty form is left.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useController, useForm, useWatch } from 'react-hook-form';
import { FormField, FormSection, NumberInput, Select, Textarea } from '@/components/form';
import { amountTextToOre, useInventoryFormat, vatOre } from '@/components/inventory/inventory-format';
import { PriceSummary } from '@/components/inventory/price-summary';
import { ReferenceSelect } from '@/components/inventory/reference-select';
import { RecordFormLayout, useRecordForm } from '@/components/record';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { serviceQueries } from '@/lib/client/queries/services';
import { SERVICE_TYPES, type Service } from '@/lib/client/service-api';
import { UNIT_CODES } from '@/lib/validation/amounts';
import { SERVICE_LIMITS, serviceInput } from '@/lib/validation/service';
import { SERVICE_FIELDS, serviceFormValues } from './service-form-values';
import { SERVICES } from './service-resource';

export function ServiceForm({ service }: { service?: Service }) {
  const t = useTranslations('services');
  const locale = useLocale();
  const fmt = useInventoryFormat();

  const form = useForm({
    resolver: zodResolver(serviceInput),
    defaultValues: serviceFormValues(service, locale),
    // The category select registers before the text fields: focus the first error in the form's order instead.
    shouldFocusError: false,
  });
  const { register, control } = form;
  const record = useRecordForm({
    resource: SERVICES,
    form,
    editing: service,
    save: serviceQueries.useSave(service?.id).mutateAsync,
    fields: SERVICE_FIELDS,
  });
  const { field } = record;

  const { field: categoryField } = useController({ control, name: 'category' });
  const [description, price, unit, vatPercent] = useWatch({
    control,
    name: ['description', 'price', 'unit', 'vatPercent'],
  });

  const descriptionLength = typeof description === 'string' ? description.trim().length : 0;
  const tooLong = descriptionLength > SERVICE_LIMITS.descriptionMax;
  const priceOre = amountTextToOre(price);
  const rate = Number(vatPercent);
  const unitOptions = Object.values(UNIT_CODES).map((code) => ({
    value: String(code),
    label: t(`units.${code}`),
  }));

  return (
    <RecordFormLayout form={record}>
      <FormSection title={t('sections.service')}>
        <FormField {...field('service')} hint={t('hints.service')}>
          <Input autoComplete="off" aria-required="true" {...register('service')} />
        </FormField>
        <FormField {...field('category')}>
          <ReferenceSelect
            {...categoryField}
            aria-required="true"
            source={SERVICE_TYPES}
            placeholder={t('form.choose')}
            loadingLabel={t('form.loadingOptions')}
            errorLabel={t('form.optionsError')}
            retryLabel={t('form.retry')}
            currentOption={
              service?.category && service.categoryName
                ? { value: service.category, label: service.categoryName }
                : null
            }
          />
        </FormField>
        <FormField
          {...field('description')}
          hint={t('hints.description')}
          className="sm:col-span-2"
          labelAside={
            <span
              className={cn(
                'text-sm tabular-nums',
                tooLong ? 'font-semibold text-danger-700' : 'text-stone-500',
              )}
            >
              {t('hints.count', {
                count: fmt.number(descriptionLength),
                max: fmt.number(SERVICE_LIMITS.descriptionMax),
              })}
            </span>
          }
        >
          <Textarea rows={4} aria-required="true" {...register('description')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.price')} columns={3}>
        <FormField {...field('price')} hint={t('hints.price')}>
          <NumberInput decimal unit="kr" aria-required="true" {...register('price')} />
        </FormField>
        <FormField {...field('unit')}>
          <Select aria-required="true" options={unitOptions} {...register('unit')} />
        </FormField>
        <FormField {...field('vatPercent')} hint={t('hints.vat')}>
          <Select aria-required="true" options={fmt.vatOptions()} {...register('vatPercent')} />
        </FormField>
        <PriceSummary
          className="sm:col-span-2 lg:col-span-3"
          missing={t('form.inclVatMissing')}
          lines={[
            {
              label: t('form.inclVat'),
              value:
                priceOre !== null && priceOre > 0 && Number.isFinite(rate)
                  ? `${fmt.money(priceOre + vatOre(priceOre, rate))} ${t(`unitShort.${unit === '2' ? 2 : 1}`)}`
                  : null,
            },
          ]}
        />
      </FormSection>
    </RecordFormLayout>
  );
}
