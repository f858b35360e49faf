import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceDetailsView } from '@/components/invoices/invoice-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices.details');
  return { title: t('title') };
}

export default async function InvoiceDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InvoiceDetailsView key={id} id={id} />;
}
