'use client';
// Password change (spec 5: min 8 with lower, upper, digit and special; new differs from old; both required). Every
// session ends with it; the new token it answers with is kept, so the user stays signed in here. No draft: passwords
// are never stored.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '@/lib/client/account-api';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { saveToken } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { changePasswordForm } from '@/lib/validation/account';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ ferrierId }: { ferrierId: string }) {
  const t = useTranslations('profile.password');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { token } = await changePassword(ferrierId, { oldPassword, newPassword });
      saveToken(token);
      reset(EMPTY);
      toast.success(t('changed'));
    } catch (error) {
      showApiError(error, setError, ['oldPassword', 'newPassword'], tc('networkError'));
    }
  });

  return (
    <FormSection title={t('title')} description={t('text')} columns={1}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('oldPassword')} error={errorText(errors.oldPassword)}>
          <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
        </FormField>
        <FormField label={t('newPassword')} error={errorText(errors.newPassword)}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label={t('confirmPassword')} error={errorText(errors.confirmPassword)}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <FormActions>
          <Button type="submit" loading={isSubmitting}>
            {t('submit')}
          </Button>
        </FormActions>
      </form>
    </FormSection>
  );
}
