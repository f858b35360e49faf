'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { login, restoreAccount } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { saveLogin } from '@/lib/client/session';
import { resetSessionExpiry } from '@/lib/client/session-expiry';
import { toast } from '@/lib/client/toast';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { loginInput } from '@/lib/validation/account';

export function LoginForm() {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const ts = useTranslations('accountSecurity');
  const errorText = useErrorText();
  const router = useRouter();
  const queryEmail = useSearchParams().get('email');
  const [failure, setFailure] = useState<string | null>(null);
  // The server's "cancelled on …, kept until …" message; the account can be restored while it shows.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);

  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, setError, setValue, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const { clearDraft } = useFormDraft('login', form);

  // Declared after the draft hook: an address in the link wins over the draft.
  useEffect(() => {
    if (queryEmail) setValue('email', queryEmail);
  }, [queryEmail, setValue]);

  function signedIn({ token, user }: Awaited<ReturnType<typeof login>>) {
    clearDraft();
    saveLogin(token, user);
    resetSessionExpiry();
    router.replace('/dashboard');
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setCancelled(null);
    try {
      signedIn(await login(values));
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        // The server has already sent a new code.
        toast.info(error.message);
        router.push(`/verification?email=${encodeURIComponent(values.email)}`);
      } else if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        setFailure(error.message);
      } else if (isApiError(error) && error.code === 'ACCOUNT_CANCELLED') {
        setCancelled(error.message);
      } else {
        showApiError(error, setError, ['email', 'password'], tc('networkError'));
      }
    }
  });

  // Restores with the email and password just accepted by the login that answered ACCOUNT_CANCELLED.
  async function onRestore() {
    setRestoring(true);
    try {
      const result = await restoreAccount(getValues());
      toast.success(ts('restored'));
      signedIn(result);
    } catch (error) {
      setCancelled(null);
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') setFailure(error.message);
      else showApiError(error, setError, ['email', 'password'], tc('networkError'));
    } finally {
      setRestoring(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      {cancelled && (
        <Alert tone="info" className="space-y-3">
          <p>{cancelled}</p>
          <Button
            type="button"
            variant="secondary"
            fullWidth
            loading={restoring}
            onClick={() => void onRestore()}
          >
            {ts('restore')}
          </Button>
        </Alert>
      )}
      <FormField label={t('fields.email')} error={errorText(errors.email)}>
        <EmailInput {...register('email')} />
      </FormField>
      <FormField
        label={t('fields.password')}
        error={errorText(errors.password)}
        labelAside={
          <TextLink href="/forgot-password" standalone className="text-sm">
            {t('login.forgotPassword')}
          </TextLink>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm text-stone-600">
        {t('login.noAccount')}{' '}
        <TextLink href="/company-signup" standalone>
          {t('login.createAccount')}
        </TextLink>
      </p>
    </form>
  );
}
