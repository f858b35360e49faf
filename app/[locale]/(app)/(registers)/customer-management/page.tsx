import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerList } from '@/components/customers/customer-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('customers.list');
  return { title: t('title') };
}

export default function CustomerManagementPage() {
  return <CustomerList />;
}
