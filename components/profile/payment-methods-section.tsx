'use client';
// The profile's payment methods (spec 2, 3, 5): how customers pay the farrier, as the invoices will print them. The
// owner edits them; staff see them. {id} of the calls is the signed-in user's ferrierId.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSection } from '@/components/form';
import { Button } from '@/components/ui/button';
import { paymentMethodQueries } from '@/lib/client/queries/payment-methods';
import {
  formatBankAccount,
  formatBankgiro,
  formatPlusgiro,
  formatSwish,
} from '@/lib/swedish/payment-numbers';
import { useStoredUser } from '@/lib/client/use-session';
import type { PaymentMethods } from '@/lib/validation/payment-methods';
import { PaymentMethodsForm } from './payment-methods-form';

export function PaymentMethodsSection() {
  const t = useTranslations('paymentMethods');
  const user = useStoredUser();
  const ferrierId = user?.ferrierId;
  const query = useQuery({ ...paymentMethodQueries.get(ferrierId ?? ''), enabled: Boolean(ferrierId) });
  // Counts the saves: each one mounts the form anew from the saved answer.
  const [saves, setSaves] = useState(0);
  const saved = query.data;

  let body;
  if (!saved && !(query.isError && !query.isFetching)) {
    body = (
      <div
        aria-busy="true"
        aria-label={t('loading')}
        className="h-48 animate-pulse rounded-xl bg-stone-100"
      />
    );
  } else if (!saved || !ferrierId) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{t('loadError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <PaymentMethodsSummary saved={saved} readOnly={user?.role !== 'owner'} />
        {user?.role === 'owner' && (
          <PaymentMethodsForm
            key={saves}
            ferrierId={ferrierId}
            saved={saved}
            onSaved={() => setSaves((n) => n + 1)}
          />
        )}
      </>
    );
  }

  return (
    <FormSection title={t('title')} description={t('description')} columns={1}>
      {body}
    </FormSection>
  );
}

/** The saved methods written as on an invoice; while none is saved, nothing (beside the form) or a line saying so. */
function PaymentMethodsSummary({ saved, readOnly }: { saved: PaymentMethods; readOnly: boolean }) {
  const t = useTranslations('paymentMethods');
  const rows: Array<[string, string]> = [];
  if (saved.bankgiro) rows.push([t('fields.bankgiro'), formatBankgiro(saved.bankgiro)]);
  if (saved.plusgiro) rows.push([t('fields.plusgiro'), formatPlusgiro(saved.plusgiro)]);
  if (saved.bankClearing && saved.bankAccount) {
    const account = formatBankAccount(saved.bankClearing, saved.bankAccount);
    rows.push([t('bankAccount'), saved.bankName ? `${account} (${saved.bankName})` : account]);
  }
  if (saved.swishNumber) rows.push([t('fields.swishNumber'), formatSwish(saved.swishNumber)]);
  if (!rows.length) return readOnly ? <p className="text-sm text-stone-600">{t('none')}</p> : null;
  return (
    <div className="rounded-xl bg-stone-50 p-3 sm:p-4">
      <h3 className="mb-2 text-sm font-semibold text-stone-700">{t('summary')}</h3>
      <dl aria-label={t('summary')} className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 font-medium break-words text-stone-900 tabular-nums sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
