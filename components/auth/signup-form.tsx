'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { createFerrier } from '@/lib/client/account-api';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { signUpInput } from '@/lib/validation/account';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'organizationName',
  'organizationNumber',
  'phone',
] as const;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<(typeof FIELDS)[number], string>;

export function SignupForm() {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const router = useRouter();

  const form = useForm({ resolver: zodResolver(signUpInput), defaultValues: EMPTY });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const { clearDraft } = useFormDraft('company-signup', form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { email } = await createFerrier(values);
      clearDraft();
      toast.success(t('signup.success'));
      router.push(`/verification?email=${encodeURIComponent(email)}`);
    } catch (error) {
      showApiError(error, setError, FIELDS, tc('networkError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} error={errorText(errors.firstName)}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={errorText(errors.lastName)}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('fields.organizationName')} error={errorText(errors.organizationName)}>
        <Input autoComplete="organization" {...register('organizationName')} />
      </FormField>
      <FormField
        label={t('fields.organizationNumber')}
        hint={t('hints.organizationNumber')}
        error={errorText(errors.organizationNumber)}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('organizationNumber')} />
      </FormField>
      <FormField label={t('fields.email')} error={errorText(errors.email)}>
        <EmailInput {...register('email')} />
      </FormField>
      <FormField label={t('fields.phone')} hint={t('hints.phone')} error={errorText(errors.phone)}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label={t('fields.password')} hint={t('hints.password')} error={errorText(errors.password)}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <p className="text-sm text-stone-600">
        {t.rich('signup.legal', {
          terms: (chunks) => (
            <TextLink href="/terms-conditions" target="_blank" className="underline">
              {chunks}
            </TextLink>
          ),
          privacy: (chunks) => (
            <TextLink href="/privacy-policy" target="_blank" className="underline">
              {chunks}
            </TextLink>
          ),
        })}
      </p>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('signup.submit')}
      </Button>
      <p className="text-center text-sm text-stone-600">
        {t('signup.haveAccount')}{' '}
        <TextLink href="/login" standalone>
          {t('signup.login')}
        </TextLink>
      </p>
    </form>
  );
}
