'use client';
// Add and edit a customer (spec 3, 5): the shared schema with translated messages, server field errors inline,
// a draft under form_customer-add / form_customer-edit-<id>, and a question before a dirty form is left.
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { DraftNotice } from '@/components/form/draft-notice';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { NumberInput } from '@/components/form/number-input';
import { useLeaveConfirmation } from '@/components/form/use-leave-confirmation';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { createCustomer, updateCustomer, type Customer } from '@/lib/customer-api';
import { showApiError, useErrorText } from '@/lib/form-errors';
import { formatPersonName } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useFormDraft } from '@/lib/use-form-draft';
import { CUSTOMER_TEXT_FIELDS, customerFormSchema, customerFormValues } from './customer-form-values';

function Required() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
}

const ADDRESS_PAIRS = [
  ['address', 'billingAddress'],
  ['postalCode', 'billingPostalCode'],
  ['city', 'billingCity'],
] as const;

export function CustomerForm({ customer }: { customer?: Customer }) {
  const t = useTranslations('customers');
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const editing = customer !== undefined;

  const form = useForm({
    resolver: zodResolver(customerFormSchema),
    defaultValues: customerFormValues(customer),
  });
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = form;
  const { errors, isDirty, isSubmitting, isSubmitted } = formState;
  // Set once saved: the form stays busy while the details page opens, and leaving no longer asks.
  const [saved, setSaved] = useState(false);
  const draft = useFormDraft(editing ? `customer-edit-${customer.id}` : 'customer-add', form);
  const { dialog, navigateAway } = useLeaveConfirmation(isDirty && !saved);

  // "Same as address": the billing fields follow the address fields while it is ticked.
  const [sameAsAddress, ...address] = useWatch({
    control,
    name: ['sameAsAddress', 'address', 'postalCode', 'city'],
  });
  const addressKey = address.join('\u0000');
  useEffect(() => {
    if (!sameAsAddress) return;
    for (const [from, to] of ADDRESS_PAIRS) {
      const value = getValues(from);
      if (getValues(to) !== value) setValue(to, value, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }, [sameAsAddress, addressKey, getValues, setValue, isSubmitted]);

  const onSubmit = handleSubmit(async ({ sameAsAddress: _sameAsAddress, ...values }) => {
    try {
      const result = editing ? await updateCustomer(customer.id, values) : await createCustomer(values);
      draft.clearDraft();
      setSaved(true);
      const name = formatPersonName(result.firstName, result.lastName);
      toast.success(editing ? t('form.saved', { name }) : t('form.added', { name }));
      navigateAway(`/customer-details/${result.id}`);
    } catch (error) {
      showApiError(error, setError, CUSTOMER_TEXT_FIELDS, tc('networkError'));
    }
  });

  const field = (name: (typeof CUSTOMER_TEXT_FIELDS)[number]) => ({
    label: t(`fields.${name}`),
    // paymentTerms is `unknown` on the schema's input side (z.coerce), which widens its error type.
    error: errorText(errors[name] as FieldError | undefined),
  });
  const billingLocked = sameAsAddress === true;
  // Read-only while they follow the address: greyed, but still focusable and announced.
  const billingClass = billingLocked ? 'bg-stone-100! text-stone-600' : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 sm:space-y-6">
      {draft.restored && <DraftNotice onDiscard={draft.clearForm} />}
      <p className="text-sm text-stone-600">
        <Required /> {tf('requiredNote')}
      </p>

      <FormSection title={t('sections.contact')}>
        <FormField
          {...field('firstName')}
          label={
            <>
              {t('fields.firstName')}
              <Required />
            </>
          }
        >
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
        <FormField
          {...field('billingAddress')}
          label={
            <>
              {t('fields.billingAddress')}
              <Required />
            </>
          }
          className="sm:col-span-2"
        >
          <Input
            autoComplete="off"
            aria-required="true"
            readOnly={billingLocked}
            className={billingClass}
            {...register('billingAddress')}
          />
        </FormField>
        <FormField
          {...field('billingPostalCode')}
          label={
            <>
              {t('fields.billingPostalCode')}
              <Required />
            </>
          }
        >
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
        <FormField
          {...field('billingCity')}
          label={
            <>
              {t('fields.billingCity')}
              <Required />
            </>
          }
        >
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

      <FormActions>
        <Button type="submit" size="lg" loading={isSubmitting || saved}>
          {editing ? tf('save') : t('form.create')}
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={editing ? `/customer-details/${customer.id}` : '/customer-management'}>
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
