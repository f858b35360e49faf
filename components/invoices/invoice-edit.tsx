'use client';
// /invoice-edit/{id}: the invoice's form on the record kit's edit screen, filled from the invoice as it reads now (a
// copy fresh enough to be edited, and a draft on top of it). A locked invoice is not edited: its page offers a credit
// invoice instead.
import { RecordEditScreen } from '@/components/record';
import { todayInStockholm } from '@/lib/time-zone';
import { InvoiceForm } from './invoice-form';
import { emptyInvoiceValues } from './invoice-form-values';
import { INVOICES } from './invoice-resource';
import { InvoiceLockedNotice } from './invoice-locked-notice';

export function InvoiceEdit({ id }: { id: string }) {
  return (
    <RecordEditScreen
      resource={INVOICES}
      id={id}
      width="wide"
      form={(invoice) =>
        invoice.lockedAt || !['draft', 'registered'].includes(invoice.status) ? (
          <InvoiceLockedNotice invoice={invoice} />
        ) : (
          <InvoiceForm invoice={invoice} initial={emptyInvoiceValues(todayInStockholm())} />
        )
      }
    />
  );
}
