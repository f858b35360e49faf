import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerAdd } from '@/components/customers/customer-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('customers.form');
  return { title: t('addTitle') };
}

export default function CustomerAddPage() {
  return <CustomerAdd />;
}
