'use client';
// Add and edit a customer (spec 3, 5): the shared schema with translated messages and the "same as address" switch;
// drafts, the leave question, saving and server field errors come from the record kit.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/form/form-section';
import { NumberInput } from '@/components/form/number-input';
import { RecordFormLayout, useRecordForm } from '@/components/record';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Customer } from '@/lib/client/customer-api';
import { CUSTOMER_LANGUAGES } from '@/lib/validation/customer';
import { customerQueries } from '@/lib/client/queries/customers';
import { CUSTOMER_FIELDS, customerFormSchema, customerFormValues } from './customer-form-values';
import { CUSTOMERS } from './customer-resource';

const ADDRESS_PAIRS = [
  ['address', 'billingAddress'],
  ['postalCode', 'billingPostalCode'],
  ['city', 'billingCity'],
] as const;

export function CustomerForm({ customer }: { customer?: Customer }) {
  const t = useTranslations('customers');
  const tc = useTranslations('common');
  const languageOptions = CUSTOMER_LANGUAGES.map((value) => ({ value, label: tc(`languages.${value}`) }));
  const form = useForm({
    resolver: zodResolver(customerFormSchema),
    defaultValues: customerFormValues(customer),
  });
  const { register, setValue, getValues, control, formState } = form;
  const save = customerQueries.useSave(customer?.id);
  const record = useRecordForm({
    resource: CUSTOMERS,
    form,
    editing: customer,
    save: ({ sameAsAddress: _sameAsAddress, ...values }) => save.mutateAsync(values),
    fields: CUSTOMER_FIELDS,
  });
  const { field } = record;

  // "Same as address": the billing fields follow the address fields while it is ticked.
  const [sameAsAddress, ...address] = useWatch({
    control,
    name: ['sameAsAddress', 'address', 'postalCode', 'city'],
  });
  const addressKey = address.join('\u0000');
  const { isSubmitted } = formState;
  useEffect(() => {
    if (!sameAsAddress) return;
    for (const [from, to] of ADDRESS_PAIRS) {
      const value = getValues(from);
      if (getValues(to) !== value) setValue(to, value, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }, [sameAsAddress, addressKey, getValues, setValue, isSubmitted]);

  const billingLocked = sameAsAddress === true;
  // Read-only while they follow the address: greyed, but still focusable and announced.
  const billingClass = billingLocked ? 'bg-stone-100! text-stone-600' : undefined;

  return (
    <RecordFormLayout form={record} requiredNote>
      <FormSection title={t('sections.contact')}>
        <FormField {...field('firstName', { required: true })}>
          <Input autoComplete="off" aria-required="true" {...register('firstName')} />
        </FormField>
        <FormField {...field('lastName')}>
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
        <FormField {...field('phone')} hint={t('hints.phone')}>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </FormField>
        <FormField {...field('email')}>
          <EmailInput autoComplete="off" {...register('email')} />
        </FormField>
        <FormField {...field('language')} hint={t('hints.language')}>
          <Select options={languageOptions} {...register('language')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.address')} description={t('sections.addressText')}>
        <FormField {...field('address')} className="sm:col-span-2">
          <Input autoComplete="off" {...register('address')} />
        </FormField>
        <FormField {...field('postalCode')} hint={t('hints.postalCode')}>
          <Input inputMode="numeric" autoComplete="off" maxLength={6} {...register('postalCode')} />
        </FormField>
        <FormField {...field('city')}>
          <Input autoComplete="off" {...register('city')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.billing')}>
        <Checkbox
          className="sm:col-span-2"
          label={t('fields.sameAsAddress')}
          hint={t('hints.sameAsAddress')}
          {...register('sameAsAddress')}
        />
        <FormField {...field('billingAddress', { required: true })} className="sm:col-span-2">
          <Input
            autoComplete="off"
            aria-required="true"
            readOnly={billingLocked}
            className={billingClass}
            {...register('billingAddress')}
          />
        </FormField>
        <FormField {...field('billingPostalCode', { required: true })}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-required="true"
            readOnly={billingLocked}
            className={billingClass}
            {...register('billingPostalCode')}
          />
        </FormField>
        <FormField {...field('billingCity', { required: true })}>
          <Input
            autoComplete="off"
            aria-required="true"
            readOnly={billingLocked}
            className={billingClass}
            {...register('billingCity')}
          />
        </FormField>
        <FormField {...field('paymentTerms')} hint={t('hints.paymentTerms')}>
          <NumberInput unit={t('daysUnit')} maxLength={2} {...register('paymentTerms')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.identity')} description={t('sections.identityText')}>
        <FormField {...field('personalId')} hint={t('hints.personalId')}>
          <Input inputMode="numeric" autoComplete="off" maxLength={13} {...register('personalId')} />
        </FormField>
        <FormField {...field('organizationNumber')} hint={t('hints.organizationNumber')}>
          <Input inputMode="numeric" autoComplete="off" maxLength={13} {...register('organizationNumber')} />
        </FormField>
      </FormSection>
    </RecordFormLayout>
  );
}
