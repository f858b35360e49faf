'use client';
// The reset link's page (/reset-password/{token}): a new password (ferriers/reset-password); a dead link offers
// to ask for a new one.
import { useTranslations } from 'next-intl';
import { TextLink } from '@/components/ui/text-link';
import { resetPassword } from '@/lib/client/account-api';
import { SetPasswordForm } from './set-password-form';

export function ResetPasswordForm() {
  const t = useTranslations('auth');
  return (
    <SetPasswordForm
      save={(token, newPassword) => resetPassword({ token, newPassword })}
      apiField="newPassword"
      texts={{
        password: t('fields.newPassword'),
        submit: t('reset.submit'),
        success: t('reset.success'),
        toLogin: t('reset.backToLogin'),
      }}
      invalidLinkAction={
        <TextLink href="/forgot-password" standalone>
          {t('reset.requestNewLink')}
        </TextLink>
      }
    />
  );
}
