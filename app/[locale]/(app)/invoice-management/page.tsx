import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceList } from '@/components/invoices/invoice-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices.list');
  return { title: t('title') };
}

export default function InvoiceManagementPage() {
  return <InvoiceList />;
}
