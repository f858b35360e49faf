'use client';
// The invited staff member's page (/{locale}/staff-invite/{token}): they choose their password, which accepts the
// invitation (staffs/accept-invite), and go on to log in. A used, expired or unknown link says so.
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
import { isApiError } from '@/lib/client/api-client';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { acceptStaffInvite } from '@/lib/client/staff-api';
import { toast } from '@/lib/client/toast';
import { acceptInviteForm } from '@/lib/validation/staff';

// No draft here: both fields are passwords, which are never stored.
export function AcceptInviteForm() {
  const t = useTranslations('staff.invite');
  const ta = useTranslations('auth');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const router = useRouter();
  const { token } = useParams<{ token: string }>();
  const [invalidLink, setInvalidLink] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(acceptInviteForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setInvalidLink(null);
    try {
      await acceptStaffInvite({ token, password });
      toast.success(t('success'));
      router.push('/login');
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') setInvalidLink(error.message);
      else showApiError(error, setError, ['password'], tc('networkError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {invalidLink && (
        <Alert tone="error">
          <p>{invalidLink}</p>
        </Alert>
      )}
      <FormField label={ta('fields.password')} hint={ta('hints.password')} error={errorText(errors.password)}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={ta('fields.confirmPassword')} error={errorText(errors.confirmPassword)}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('submit')}
      </Button>
      <p className="text-center text-sm">
        <TextLink href="/login" standalone>
          {t('toLogin')}
        </TextLink>
      </p>
    </form>
  );
}
