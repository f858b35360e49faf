import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffAdd } from '@/components/staff/staff-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff.form');
  return { title: t('addTitle') };
}

export default function StaffAddPage() {
  return <StaffAdd />;
}
