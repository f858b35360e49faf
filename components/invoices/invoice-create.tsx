'use client';
// /invoice-create, optionally from a completed visit (?bookingId=: GET invoices/bookings/{id} — its customer, date of
// supply and services as lines) or a journal (?journalId=: GET invoices/journals/{id} — its treatments and
// materials). The form mounts once the prefill is known, so it is the form's starting values; without one (or when
// it cannot be read) the form still opens, unfilled.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RecordAddScreen } from '@/components/record';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/components/list/list-states';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { isUuid } from '@/lib/is-uuid';
import { todayInStockholm } from '@/lib/time-zone';
import { InvoiceForm } from './invoice-form';
import { emptyInvoiceValues, prefillValues, type InvoiceField } from './invoice-form-values';
import { INVOICES } from './invoice-resource';

export interface InvoiceCreateParams {
  bookingId?: string;
  journalId?: string;
}

export function InvoiceCreate(params: InvoiceCreateParams) {
  const t = useTranslations('invoices.form');
  const errorMessage = useErrorMessage();
  const bookingId = isUuid(params.bookingId) ? params.bookingId : undefined;
  const journalId = !bookingId && isUuid(params.journalId) ? params.journalId : undefined;
  const fromBooking = useQuery({
    ...invoiceQueries.fromBooking(bookingId ?? ''),
    enabled: bookingId !== undefined,
  });
  const fromJournal = useQuery({
    ...invoiceQueries.fromJournal(journalId ?? ''),
    enabled: journalId !== undefined,
  });
  const source = bookingId ? fromBooking : journalId ? fromJournal : undefined;
  const settled = !source || source.data !== undefined || source.isError;

  let initial = emptyInvoiceValues(todayInStockholm());
  const prefilled: InvoiceField[] = [];
  let back = { href: INVOICES.listHref, label: t('backToInvoices') };
  if (source?.data) {
    initial = prefillValues(source.data, initial);
    // What the booking or journal gave is the form's; its lines stay in the draft, as edits to them are work to keep.
    prefilled.push('customerId', 'supplyDate');
    back = bookingId
      ? { href: `/booking-details/${bookingId}`, label: t('backToBooking') }
      : { href: `/journal-details/${journalId}`, label: t('backToJournal') };
  }

  return (
    <RecordAddScreen resource={INVOICES} back={back} width="wide">
      {source?.isError && (
        <Alert tone="error" className="mb-4">
          {t('prefillFailed', { reason: errorMessage(source.error) })}
        </Alert>
      )}
      {settled ? (
        <InvoiceForm
          initial={initial}
          prefilled={prefilled}
          knownCustomer={source?.data?.customer?.name}
          cancelHref={back.href}
        />
      ) : (
        <PageSpinner label={t('preparing')} />
      )}
    </RecordAddScreen>
  );
}
