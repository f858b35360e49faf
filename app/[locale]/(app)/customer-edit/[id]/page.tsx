import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerEdit } from '@/components/customers/customer-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('customers.form');
  return { title: t('editTitle') };
}

export default async function CustomerEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CustomerEdit id={id} />;
}
