'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useParams, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { resetPassword } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { resetPasswordForm } from '@/lib/validation/account';

// No draft here: both fields are passwords, which are never stored.
export function ResetPasswordForm() {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const router = useRouter();
  const { token } = useParams<{ token: string }>();
  const [invalidLink, setInvalidLink] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setInvalidLink(null);
    try {
      await resetPassword({ token, newPassword });
      toast.success(t('reset.success'));
      router.push('/login');
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') setInvalidLink(error.message);
      else showApiError(error, setError, ['newPassword'], tc('networkError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {invalidLink && (
        <Alert tone="error">
          <p>{invalidLink}</p>
          <TextLink href="/forgot-password" standalone>
            {t('reset.requestNewLink')}
          </TextLink>
        </Alert>
      )}
      <FormField
        label={t('fields.newPassword')}
        hint={t('hints.password')}
        error={errorText(errors.newPassword)}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={errorText(errors.confirmPassword)}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('reset.submit')}
      </Button>
      <p className="text-center text-sm">
        <TextLink href="/login" standalone>
          {t('reset.backToLogin')}
        </TextLink>
      </p>
    </form>
  );
}
