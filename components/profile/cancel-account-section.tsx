'use client';
// Cancelling the account (ferriers/delete): what happens is said before the question (no notice period, data kept
// 30 days, then erased); once confirmed the user is signed out and sees until when the data is kept.
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cancelAccount } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { clearLogin } from '@/lib/client/session';
import { stopSessionTimer } from '@/lib/client/session-expiry';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/client/toast';

export function CancelAccountSection({ ferrierId }: { ferrierId: string }) {
  const t = useTranslations('profile.cancel');
  const tc = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    setBusy(true);
    try {
      const { purgeAfter } = await cancelAccount(ferrierId);
      stopSessionTimer();
      clearLogin();
      toast.success(t('done', { date: formatDate(purgeAfter, locale) }));
      router.replace('/login');
    } catch (error) {
      setBusy(false);
      setOpen(false);
      toast.error(isApiError(error) ? error.message : tc('networkError'));
    }
  }

  return (
    <FormSection title={t('title')} columns={1} className="border-danger-200">
      <div className="space-y-3 text-sm text-stone-700">
        <p>{t('text')}</p>
        <p>{t('kept')}</p>
      </div>
      <div>
        <Button
          variant="secondary"
          className="w-full border-danger-300 text-danger-700 hover:bg-danger-50 sm:w-auto"
          onClick={() => setOpen(true)}
        >
          {t('button')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('confirmTitle')}
        description={t('confirmText')}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        onConfirm={() => void onConfirm()}
        tone="danger"
        busy={busy}
      />
    </FormSection>
  );
}
