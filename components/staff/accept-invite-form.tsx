'use client';
// The invited staff member's page (/{locale}/staff-invite/{token}): they choose their password, which accepts the
// invitation (staffs/accept-invite), and go on to log in. A used, expired or unknown link says so.
import { useTranslations } from 'next-intl';
import { SetPasswordForm } from '@/components/auth/set-password-form';
import { acceptStaffInvite } from '@/lib/client/staff-api';

export function AcceptInviteForm() {
  const t = useTranslations('staff.invite');
  const ta = useTranslations('auth');
  return (
    <SetPasswordForm
      save={(token, password) => acceptStaffInvite({ token, password })}
      apiField="password"
      texts={{
        password: ta('fields.password'),
        submit: t('submit'),
        success: t('success'),
        toLogin: t('toLogin'),
      }}
    />
  );
}
