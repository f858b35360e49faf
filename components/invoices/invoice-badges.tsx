'use client';
// An invoice's labels of spec 3 as small pills — its status, sent / not sent, paid / pending, locked, overdue, and
// credit invoice — the word always there, so colour is never the only signal. Each fact is said once: a status that
// already says sent or paid is not followed by a pill that says it again, and Overdue (unpaid and late) stands for
// Pending.
import { useTranslations } from 'next-intl';
import type { InvoiceRow, InvoiceStatus } from '@/lib/client/invoice-api';
import { ISSUED_STATUSES } from '@/lib/validation/invoice';
import { cn } from '@/lib/cn';

const PILL =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const TONE: Record<InvoiceStatus, string> = {
  draft: 'bg-accent-100 text-accent-700',
  registered: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset',
  sent: 'bg-brand-100 text-brand-800',
  paid: 'bg-brand-600 text-white',
  cancelled: 'bg-stone-200 text-stone-700',
  credited: 'bg-stone-200 text-stone-800',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('invoices.status');
  return <span className={cn(PILL, TONE[status])}>{t(status)}</span>;
}

type Labelled = Pick<InvoiceRow, 'status' | 'sentAt' | 'paidAt' | 'lockedAt' | 'overdue' | 'creditOf'>;

const issued = (status: InvoiceStatus) => (ISSUED_STATUSES as readonly string[]).includes(status);

/**
 * The status; on an issued invoice sent or not sent (unless the status is Sent) and pending (unless it is Paid or
 * overdue); overdue, locked, credit invoice.
 */
export function InvoiceLabels({ invoice }: { invoice: Labelled }) {
  const t = useTranslations('invoices.labels');
  const shown = issued(invoice.status) && invoice.status !== 'credited';
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <InvoiceStatusBadge status={invoice.status} />
      {invoice.creditOf && <span className={cn(PILL, 'bg-danger-50 text-danger-800')}>{t('credit')}</span>}
      {shown && invoice.status !== 'sent' && (
        <span
          className={cn(PILL, invoice.sentAt ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-700')}
        >
          {invoice.sentAt ? t('sent') : t('notSent')}
        </span>
      )}
      {shown && invoice.status !== 'paid' && !invoice.creditOf && !invoice.overdue && (
        <span className={cn(PILL, 'bg-stone-100 text-stone-700')}>{t('pending')}</span>
      )}
      {invoice.overdue && <span className={cn(PILL, 'bg-danger-600 text-white')}>{t('overdue')}</span>}
      {invoice.lockedAt && <span className={cn(PILL, 'bg-stone-200 text-stone-800')}>{t('locked')}</span>}
    </span>
  );
}
