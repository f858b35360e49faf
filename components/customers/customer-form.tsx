'use client';
// Add and edit a customer (spec 3, 5): the shared schema with translated messages and the "same as address" switch;
// drafts, the leave question, saving and server field errors come from the record kit.
import { useTranslations } from 'next-intl';
import type { ComponentPropsWithRef } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
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
import {
  ADDRESS_PAIRS,
  CUSTOMER_FIELDS,
  customerFormValues,
  customerResolver,
  followingAddress,
  type CustomerFormOutput,
  type CustomerFormValues,
} from './customer-form-values';
import { CUSTOMERS } from './customer-resource';

type BillingField = (typeof ADDRESS_PAIRS)[number][1];

/**
 * A billing field. While "Same as the address" is ticked it shows the address field it follows (its own value is
 * set from it when saved, so a draft holds only what was typed); typing in it unticks the switch: the billing
 * address then starts from the address, with this field as typed.
 */
function BillingInput({
  name,
  control,
  following,
  shown,
  onDiverge,
  ...props
}: {
  name: BillingField;
  control: Control<CustomerFormValues, unknown, CustomerFormOutput>;
  following: boolean;
  /** The address field's value, shown while following. */
  shown: string;
  onDiverge: () => void;
} & Omit<ComponentPropsWithRef<'input'>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { field } = useController({ control, name });
  return (
    <Input
      {...props}
      ref={field.ref}
      name={field.name}
      value={following ? shown : field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        if (following) onDiverge();
        field.onChange(event.target.value);
      }}
    />
  );
}

export function CustomerForm({ customer }: { customer?: Customer }) {
  const t = useTranslations('customers');
  const tc = useTranslations('common');
  const languageOptions = CUSTOMER_LANGUAGES.map((value) => ({ value, label: tc(`languages.${value}`) }));
  const form = useForm({
    resolver: customerResolver,
    defaultValues: customerFormValues(customer),
  });
  const { register, setValue, getValues, control } = form;
  const save = customerQueries.useSave(customer?.id);
  const record = useRecordForm({
    resource: CUSTOMERS,
    form,
    editing: customer,
    // The resolver's output is the schema's, from the values as saved (billing following the address when ticked).
    save: ({ sameAsAddress: _sameAsAddress, ...values }) => save.mutateAsync(values),
    fields: CUSTOMER_FIELDS,
  });
  const { field } = record;

  const [sameAsAddress, address, postalCode, city] = useWatch({
    control,
    name: ['sameAsAddress', 'address', 'postalCode', 'city'],
  });
  const following = sameAsAddress === true;
  const shown: Record<BillingField, string> = {
    billingAddress: address ?? '',
    billingPostalCode: postalCode ?? '',
    billingCity: city ?? '',
  };
  /** Whether the address is required changes with the switch: once the form has been sent, it is checked again. */
  const recheckAddress = () => {
    if (form.formState.isSubmitted) void form.trigger(ADDRESS_PAIRS.map(([from]) => from));
  };
  /** The billing address stops following: it keeps the address as it is now, to be changed from there. */
  const diverge = () => {
    const followed = followingAddress(getValues());
    setValue('sameAsAddress', false, { shouldDirty: true });
    for (const [, to] of ADDRESS_PAIRS) setValue(to, followed[to], { shouldDirty: true });
    recheckAddress();
  };
  const billing = (name: BillingField) => ({
    name,
    control,
    following,
    shown: shown[name],
    onDiverge: diverge,
  });

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
        <FormField {...field('productionSiteNumber')} hint={t('hints.productionSiteNumber')}>
          <Input autoComplete="off" maxLength={20} {...register('productionSiteNumber')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.billing')}>
        <Checkbox
          className="sm:col-span-2"
          label={t('fields.sameAsAddress')}
          hint={t('hints.sameAsAddress')}
          {...register('sameAsAddress', {
            // Unticked: the billing fields start from the address they showed.
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked)
                for (const [from, to] of ADDRESS_PAIRS) setValue(to, getValues(from), { shouldDirty: true });
              recheckAddress();
            },
          })}
        />
        <FormField {...field('billingAddress', { required: true })} className="sm:col-span-2">
          <BillingInput autoComplete="off" aria-required="true" {...billing('billingAddress')} />
        </FormField>
        <FormField {...field('billingPostalCode', { required: true })}>
          <BillingInput
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-required="true"
            {...billing('billingPostalCode')}
          />
        </FormField>
        <FormField {...field('billingCity', { required: true })}>
          <BillingInput autoComplete="off" aria-required="true" {...billing('billingCity')} />
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
