'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { TextLink } from '@/components/ui/text-link';
import { resendOtp, verifyEmail } from '@/lib/client/account-api';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { saveLogin } from '@/lib/client/session';
import { resetSessionExpiry } from '@/lib/client/session-expiry';
import { toast } from '@/lib/client/toast';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { emailOnlyInput, verifyEmailInput } from '@/lib/validation/account';

export function VerificationForm() {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const router = useRouter();
  const queryEmail = useSearchParams().get('email');
  const [resending, setResending] = useState(false);

  const form = useForm({ resolver: zodResolver(verifyEmailInput), defaultValues: { email: '', otp: '' } });
  const { register, handleSubmit, setError, setValue, getValues, trigger, formState } = form;
  const { errors, isSubmitting } = formState;
  // The code is one-time and secret: only the address is kept in the draft.
  const { clearDraft } = useFormDraft('verification', form, { omit: ['otp'] });

  // Declared after the draft hook: an address in the link wins over the draft.
  useEffect(() => {
    if (queryEmail) setValue('email', queryEmail);
  }, [queryEmail, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The verified owner is signed in at once, as a login would sign them in.
      const { token, user } = await verifyEmail(values);
      clearDraft();
      saveLogin(token, user);
      resetSessionExpiry();
      toast.success(t('verification.success'));
      router.replace('/dashboard');
    } catch (error) {
      showApiError(error, setError, ['email', 'otp'], tc('networkError'));
    }
  });

  async function onResend() {
    if (!(await trigger('email'))) return;
    const { email } = emailOnlyInput.parse({ email: getValues('email') });
    setResending(true);
    try {
      await resendOtp({ email });
      toast.success(t('verification.resent'));
    } catch (error) {
      // 429 RATE_LIMITED and the like: the server's message, already localized.
      showApiError(error, setError, ['email'], tc('networkError'));
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label={t('fields.email')} error={errorText(errors.email)}>
        <EmailInput {...register('email')} />
      </FormField>
      <FormField label={t('fields.otp')} hint={t('hints.otp')} error={errorText(errors.otp)}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          className="text-lg tracking-[0.4em]"
          {...register('otp')}
        />
      </FormField>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('verification.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-center gap-x-1 border-t border-stone-200 pt-3 text-sm text-stone-600">
        <span>{t('verification.noCode')}</span>
        <Button variant="link" onClick={() => void onResend()} loading={resending} disabled={isSubmitting}>
          {t('verification.resend')}
        </Button>
      </div>
      <p className="-mt-2 text-center text-sm">
        <TextLink href="/login" standalone>
          {t('verification.backToLogin')}
        </TextLink>
      </p>
    </form>
  );
}
