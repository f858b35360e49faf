import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffList } from '@/components/staff/staff-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff.list');
  return { title: t('title') };
}

export default function StaffManagementPage() {
  return <StaffList />;
}
