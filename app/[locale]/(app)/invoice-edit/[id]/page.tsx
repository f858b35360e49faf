import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceEdit } from '@/components/invoices/invoice-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices.form');
  return { title: t('editTitle') };
}

export default async function InvoiceEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InvoiceEdit key={id} id={id} />;
}
