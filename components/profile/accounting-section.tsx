'use client';
// Profile → Accounting (owner only): the Fortnox connection — connect (to Fortnox's consent page and back), its state,
// disconnect — and the systems still to come (Visma eAccounting / Spiris). The callback comes back to
// /profile?accounting=<outcome>#accounting, which is shown once as a toast.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { disconnectFortnox, getAccountingConnection, startFortnoxConnect } from '@/lib/client/accounting-api';
import { isApiError } from '@/lib/client/api-client';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';
import { formatDate } from '@/lib/format';
import { ACCOUNTING_CALLBACK_OUTCOMES } from '@/lib/validation/accounting';

type Outcome = (typeof ACCOUNTING_CALLBACK_OUTCOMES)[number];

export function AccountingSection() {
  const t = useTranslations('accounting');
  const tc = useTranslations('common');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const query = useQuery({ queryKey: queryKeys.accountingConnection(), queryFn: getAccountingConnection });
  const [busy, setBusy] = useState<'connect' | 'disconnect'>();
  const [confirming, setConfirming] = useState(false);

  // The callback's outcome, once: then the address is cleaned so a reload does not repeat it.
  useEffect(() => {
    // Read from the address itself: useSearchParams would need a Suspense boundary around the whole profile.
    const outcome = new URLSearchParams(window.location.search).get('accounting');
    if (!outcome || !(ACCOUNTING_CALLBACK_OUTCOMES as readonly string[]).includes(outcome)) return;
    const message = t(`outcome.${outcome as Outcome}`);
    if (outcome === 'connected') toast.success(message);
    else toast.error(message);
    router.replace(`${pathname}#accounting`);
  }, [pathname, router, t]);

  const failed = (err: unknown) => toast.error(isApiError(err) ? err.message : tc('networkError'));

  async function connect() {
    setBusy('connect');
    try {
      const { url } = await startFortnoxConnect();
      window.location.assign(url);
    } catch (err) {
      failed(err);
      setBusy(undefined);
    }
  }

  async function disconnect() {
    setBusy('disconnect');
    try {
      queryClient.setQueryData(queryKeys.accountingConnection(), await disconnectFortnox());
      setConfirming(false);
      toast.success(t('disconnected'));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(undefined);
    }
  }

  const connection = query.data;
  const fortnox = connection?.providers.find((p) => p.id === 'fortnox');

  return (
    <section id="accounting" className="scroll-mt-20">
      <FormSection title={t('title')} description={t('intro')} columns={1}>
        {!connection ? (
          query.isError ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-stone-700">{t('loadError')}</p>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <div aria-busy="true" className="h-20 animate-pulse rounded-xl bg-stone-200" />
          )
        ) : (
          <ul className="divide-y divide-stone-200">
            <li className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{t('fortnox')}</p>
                <p className="text-sm text-stone-600" data-testid="fortnox-state">
                  {connection.connected && connection.connectedAt
                    ? t('connected', { date: formatDate(connection.connectedAt, locale) })
                    : fortnox?.status === 'notConfigured'
                      ? t('notConfigured')
                      : t('notConnected')}
                </p>
              </div>
              {connection.connected ? (
                <Button
                  variant="secondary"
                  onClick={() => setConfirming(true)}
                  loading={busy === 'disconnect'}
                >
                  {t('disconnect')}
                </Button>
              ) : connection.available ? (
                <Button onClick={() => void connect()} loading={busy === 'connect'}>
                  {busy === 'connect' ? t('connecting') : t('connect')}
                </Button>
              ) : null}
            </li>
            <li className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="font-medium text-stone-900">{t('visma')}</p>
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm text-stone-700">
                {t('coming')}
              </span>
            </li>
          </ul>
        )}
      </FormSection>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('disconnect')}
        description={t('disconnectQuestion')}
        confirmLabel={t('disconnect')}
        cancelLabel={t('keep')}
        onConfirm={() => void disconnect()}
        tone="danger"
        busy={busy === 'disconnect'}
      />
    </section>
  );
}
