'use client';
// In place of the edit form of an invoice that is locked, paid, cancelled or credited: why it is kept as it is, and
// the way back to its page (where a credit invoice corrects it).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { detailsHref } from '@/components/record';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Invoice } from '@/lib/client/invoice-api';
import { INVOICES } from './invoice-resource';

export function InvoiceLockedNotice({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoices.form');
  return (
    <div className="space-y-4">
      <Alert tone="info">
        <strong className="block font-semibold">{t('lockedTitle')}</strong>
        {t('lockedText')}
      </Alert>
      <Button asChild variant="secondary">
        <Link href={detailsHref(INVOICES, invoice.id)}>{t('openInvoice')}</Link>
      </Button>
    </div>
  );
}
