'use client';
// Add and edit a service (spec 3, 5): category from the service types, name, description (≤ 2000, counted),
// price > 0, unit per piece/occasion or per hour, VAT (25 % by default: farrier work). Shared schema, server
// field errors inline, a draft under form_inventory-service-add / form_inventory-service-edit-<id>, and a question
// before a dirty form is left.
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useForm, useWatch, type FieldError } from 'react-hook-form';
import {
  DraftNotice,
  FormActions,
  FormField,
  FormSection,
  NumberInput,
  Select,
  Textarea,
  useFormDraft,
  useLeaveConfirmation,
} from '@/components/form';
import { amountTextToOre, useInventoryFormat, vatOre } from '@/components/inventory/inventory-format';
import { PriceSummary } from '@/components/inventory/price-summary';
import { ReferenceSelect } from '@/components/inventory/reference-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { showApiError, useErrorText } from '@/lib/form-errors';
import { SERVICE_TYPES_PATH, createService, updateService, type Service } from '@/lib/service-api';
import { toast } from '@/lib/toast';
import { UNIT_CODES } from '@/lib/validation/amounts';
import { SERVICE_LIMITS, serviceInput } from '@/lib/validation/service';
import { SERVICE_FIELDS, serviceFormValues, type ServiceField } from './service-form-values';

export function ServiceForm({ service }: { service?: Service }) {
  const t = useTranslations('services');
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const locale = useLocale();
  const fmt = useInventoryFormat();
  const errorText = useErrorText();
  const editing = service !== undefined;

  const form = useForm({
    resolver: zodResolver(serviceInput),
    defaultValues: serviceFormValues(service, locale),
    // The category select registers before the text fields: focus the first error in the form's order instead.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, setFocus, control, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [saved, setSaved] = useState(false);
  const draft = useFormDraft(
    editing ? `inventory-service-edit-${service.id}` : 'inventory-service-add',
    form,
  );
  const { dialog, navigateAway } = useLeaveConfirmation(isDirty && !saved);

  const { field: categoryField } = useController({ control, name: 'category' });
  const [description, price, unit, vatPercent] = useWatch({
    control,
    name: ['description', 'price', 'unit', 'vatPercent'],
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = editing ? await updateService(service.id, values) : await createService(values);
        draft.clearDraft();
        setSaved(true);
        toast.success(
          editing ? t('form.saved', { name: result.service }) : t('form.added', { name: result.service }),
        );
        navigateAway(`/inventory-service-details/${result.id}`);
      } catch (error) {
        showApiError(error, setError, SERVICE_FIELDS, tc('networkError'));
      }
    },
    (invalid) => {
      const first = SERVICE_FIELDS.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const field = (name: ServiceField) => ({
    label: t(`fields.${name}`),
    // Amounts and codes are `unknown` on the schema's input side, which widens the error type.
    error: errorText(errors[name] as FieldError | undefined),
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
    <form onSubmit={onSubmit} noValidate className="space-y-4 sm:space-y-6">
      {draft.restored && <DraftNotice onDiscard={draft.clearForm} />}

      <FormSection title={t('sections.service')}>
        <FormField {...field('service')} hint={t('hints.service')}>
          <Input autoComplete="off" aria-required="true" {...register('service')} />
        </FormField>
        <FormField {...field('category')}>
          <ReferenceSelect
            {...categoryField}
            aria-required="true"
            path={SERVICE_TYPES_PATH}
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

      <FormActions>
        <Button type="submit" size="lg" loading={isSubmitting || saved}>
          {editing ? tf('save') : t('form.create')}
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link
            href={editing ? `/inventory-service-details/${service.id}` : '/inventory-management?tab=services'}
          >
            {tf('cancel')}
          </Link>
        </Button>
        {isDirty && (
          <Button size="lg" variant="ghost" onClick={draft.clearForm} className="sm:mr-auto">
            {editing ? tf('discardChanges') : tf('clear')}
          </Button>
        )}
      </FormActions>
      {dialog}
    </form>
  );
}
