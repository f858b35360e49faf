'use client';
// "Invoice" on a completed visit's page and on a journal's page: opens the invoice form prefilled from it
// (/invoice-create?bookingId=… or ?journalId=…). Not offered to a staff member without the invoicing permission.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { InvoiceIcon } from '@/components/ui/icons';
import { mayUse } from '@/lib/client/may-use';
import { useStoredUser } from '@/lib/client/use-session';
import { INVOICE_CREATE_HREF } from './invoice-resource';

export const invoiceFromHref = (from: { bookingId: string } | { journalId: string }) =>
  'bookingId' in from
    ? `${INVOICE_CREATE_HREF}?bookingId=${from.bookingId}`
    : `${INVOICE_CREATE_HREF}?journalId=${from.journalId}`;

export function InvoiceFromButton({
  from,
  variant = 'secondary',
}: {
  from: { bookingId: string } | { journalId: string };
  variant?: 'primary' | 'secondary';
}) {
  const t = useTranslations('invoices.entry');
  const allowed = mayUse(useStoredUser(), 'invoicing');
  if (!allowed) return null;
  return (
    <Button asChild variant={variant}>
      <Link href={invoiceFromHref(from)}>
        <InvoiceIcon className="size-4 shrink-0" />
        {t('invoice')}
      </Link>
    </Button>
  );
}
