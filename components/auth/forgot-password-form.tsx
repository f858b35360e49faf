'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { TextLink } from '@/components/ui/text-link';
import { forgotPassword } from '@/lib/client/account-api';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { emailOnlyInput } from '@/lib/validation/account';

export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm({ resolver: zodResolver(emailOnlyInput), defaultValues: { email: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const { clearDraft } = useFormDraft('forgot-password', form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgotPassword(values);
      clearDraft();
      setSentTo(values.email);
    } catch (error) {
      showApiError(error, setError, ['email'], tc('networkError'));
    }
  });

  const backToLogin = (
    <p className="text-center text-sm">
      <TextLink href="/login" standalone>
        {t('forgot.backToLogin')}
      </TextLink>
    </p>
  );

  if (sentTo) {
    return (
      <div className="space-y-5">
        <Alert>
          <p className="font-semibold">{t('forgot.sentTitle')}</p>
          <p className="mt-1">{t('forgot.sent', { email: sentTo })}</p>
        </Alert>
        {backToLogin}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label={t('fields.email')} error={errorText(errors.email)}>
        <EmailInput {...register('email')} />
      </FormField>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('forgot.submit')}
      </Button>
      {backToLogin}
    </form>
  );
}
