import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerDetailsView } from '@/components/customers/customer-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('customers.details');
  return { title: t('title') };
}

export default async function CustomerDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CustomerDetailsView key={id} id={id} />;
}
