import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceQuick } from '@/components/invoices/invoice-quick';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices.quick');
  return { title: t('title') };
}

export default function QuickInvoicePage() {
  return <InvoiceQuick />;
}
