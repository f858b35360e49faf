'use client';
// The person's and the company's details (spec 3 ferrier, spec 5 Profile rules), with the VAT registration number
// and F-skatt that invoices print. The same schema as ferriers/update; a draft is kept, leaving unsaved asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DraftNotice } from '@/components/form/draft-notice';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { useLeaveConfirmation } from '@/components/form/use-leave-confirmation';
import { RequiredMark } from '@/components/record/use-record-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { updateProfile, type FerrierProfile } from '@/lib/client/account-api';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { queryKeys } from '@/lib/client/queries/keys';
import { getStoredUser, saveUser } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { profileInput } from '@/lib/validation/account';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'title',
  'email',
  'phone',
  'organizationName',
  'organizationNumber',
  'address',
  'postNumber',
  'postPlace',
  'vatNumber',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** Spec 5: blank is refused for these. */
const REQUIRED = new Set<TextField>([
  'firstName',
  'lastName',
  'email',
  'organizationName',
  'organizationNumber',
  'postPlace',
]);

/** Every field is on the form, so the required ones are required here (blank is refused by the shared rules). */
const detailsForm = profileInput.pick({
  firstName: true,
  lastName: true,
  title: true,
  email: true,
  phone: true,
  organizationName: true,
  organizationNumber: true,
  address: true,
  postNumber: true,
  postPlace: true,
  vatNumber: true,
  fTax: true,
});
type DetailsValues = Record<TextField, string> & { fTax: boolean };

function valuesOf(profile: FerrierProfile): DetailsValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, profile[name] ?? ''])) as Record<
    TextField,
    string
  >;
  return { ...text, fTax: profile.fTax };
}

export function ProfileDetailsForm({ profile }: { profile: FerrierProfile }) {
  const t = useTranslations('profile');
  const tc = useTranslations('common');
  const tf = useTranslations('form');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<DetailsValues, unknown, z.output<typeof detailsForm>>({
    resolver: zodResolver(detailsForm) as never,
    defaultValues: valuesOf(profile),
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const draft = useFormDraft('profile', form);
  const { dialog } = useLeaveConfirmation(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(profile.id, values);
      queryClient.setQueryData(queryKeys.profile(profile.id), saved);
      draft.clearDraft();
      reset(valuesOf(saved));
      // The menu shows the person's name from the stored user record.
      const user = getStoredUser();
      if (user) saveUser({ ...user, firstName: saved.firstName, lastName: saved.lastName });
      toast.success(t('details.saved'));
    } catch (error) {
      showApiError(error, setError, [...TEXT_FIELDS, 'fTax'], tc('networkError'));
    }
  });

  const label = (name: TextField) =>
    REQUIRED.has(name) ? (
      <>
        {t(`fields.${name}`)}
        <RequiredMark />
      </>
    ) : (
      t(`fields.${name}`)
    );
  const field = (name: TextField, { hint, ...props }: { hint?: string } & Record<string, unknown> = {}) => (
    <FormField label={label(name)} hint={hint} error={errorText(errors[name])}>
      <Input aria-required={REQUIRED.has(name) || undefined} {...props} {...register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {draft.restored && <DraftNotice onDiscard={draft.clearForm} />}
      <FormSection
        title={t('details.title')}
        description={
          <>
            {t('details.text')}{' '}
            <span className="whitespace-nowrap">
              <RequiredMark /> {tf('requiredNote')}
            </span>
          </>
        }
      >
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('title', { hint: t('hints.title'), autoComplete: 'organization-title' })}
        <FormField label={label('email')} hint={t('hints.email')} error={errorText(errors.email)}>
          <EmailInput aria-required="true" {...register('email')} />
        </FormField>
        {field('phone', { hint: t('hints.phone'), type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {field('organizationName', { autoComplete: 'organization' })}
        {field('organizationNumber', { hint: t('hints.organizationNumber'), inputMode: 'numeric' })}
        {field('vatNumber', { hint: t('hints.vatNumber'), autoCapitalize: 'characters' })}
        {field('address', { autoComplete: 'street-address' })}
        {field('postNumber', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('postPlace', { autoComplete: 'address-level2' })}
        <Checkbox label={t('fields.fTax')} hint={t('hints.fTax')} {...register('fTax')} />
        <FormActions className="sm:col-span-2">
          <Button type="submit" loading={isSubmitting}>
            {t('details.save')}
          </Button>
        </FormActions>
      </FormSection>
      {dialog}
    </form>
  );
}
