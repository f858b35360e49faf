import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceDocumentView } from '@/components/invoices/invoice-document';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices.view');
  return { title: t('pageTitle') };
}

export default async function InvoiceViewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InvoiceDocumentView key={id} id={id} />;
}
