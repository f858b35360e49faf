'use client';
// The address the user logs in with, changed in two steps: a code is mailed to the new address, and the code
// switches it (ferriers/change-email, ferriers/confirm-email-change). Only the new address is kept as a draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { confirmEmailChange, requestEmailChange } from '@/lib/client/account-api';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { saveUser } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { useStoredUser } from '@/lib/client/use-session';
import { emailChangeConfirmInput } from '@/lib/validation/account';

export function SignInEmailSection() {
  const t = useTranslations('profile.signInEmail');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const user = useStoredUser();
  // The address the code went to; null until one is sent.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailChangeConfirmInput),
    defaultValues: { newEmail: '', otp: '' },
  });
  const { register, handleSubmit, setError, trigger, getValues, reset, clearErrors, formState } = form;
  const { errors, isSubmitting } = formState;
  // The code is one-time and secret: only the address is kept.
  const { clearDraft } = useFormDraft('sign-in-email', form, { omit: ['otp'] });
  const [sending, setSending] = useState(false);

  if (!user) return null;
  const ferrierId = user.ferrierId;

  async function sendCode() {
    clearErrors('otp');
    if (!(await trigger('newEmail'))) return;
    setSending(true);
    try {
      const { newEmail } = await requestEmailChange(ferrierId, { newEmail: getValues('newEmail') });
      setSentTo(newEmail);
    } catch (error) {
      showApiError(error, setError, ['newEmail'], tc('networkError'));
    } finally {
      setSending(false);
    }
  }

  const onConfirm = handleSubmit(async (values) => {
    try {
      const { user: changed } = await confirmEmailChange(ferrierId, values);
      saveUser(changed);
      clearDraft();
      reset({ newEmail: '', otp: '' });
      setSentTo(null);
      toast.success(t('changed', { email: changed.email }));
    } catch (error) {
      showApiError(error, setError, ['newEmail', 'otp'], tc('networkError'));
    }
  });

  return (
    <FormSection title={t('title')} description={t('current', { email: user.email })} columns={1}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (sentTo) void onConfirm(event);
          else void sendCode();
        }}
        noValidate
        className="space-y-4"
      >
        <FormField label={t('newEmail')} error={errorText(errors.newEmail)}>
          <EmailInput readOnly={Boolean(sentTo)} {...register('newEmail')} />
        </FormField>
        {sentTo && (
          <>
            <Alert role="status">{t('sent', { email: sentTo })}</Alert>
            <FormField label={t('otp')} error={errorText(errors.otp)}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                className="text-lg tracking-[0.4em]"
                {...register('otp')}
              />
            </FormField>
          </>
        )}
        <FormActions>
          {sentTo ? (
            <>
              <Button type="submit" loading={isSubmitting}>
                {t('confirm')}
              </Button>
              <Button variant="secondary" onClick={() => void sendCode()} loading={sending}>
                {t('resend')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setSentTo(null);
                  reset({ newEmail: '', otp: '' });
                  clearDraft();
                }}
              >
                {t('cancel')}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={sending}>
              {t('send')}
            </Button>
          )}
        </FormActions>
      </form>
    </FormSection>
  );
}
