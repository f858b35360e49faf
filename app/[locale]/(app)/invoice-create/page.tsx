import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceCreate, type InvoiceCreateParams } from '@/components/invoices/invoice-create';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices.form');
  return { title: t('addTitle') };
}

type Params = { [K in keyof InvoiceCreateParams]?: string | string[] };

export default async function InvoiceCreatePage({ searchParams }: { searchParams: Promise<Params> }) {
  const given = await searchParams;
  // Only single values: a repeated parameter is no prefill.
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return <InvoiceCreate bookingId={one(given.bookingId)} journalId={one(given.journalId)} />;
}
