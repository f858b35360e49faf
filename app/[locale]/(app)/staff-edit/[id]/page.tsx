import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffEdit } from '@/components/staff/staff-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff.form');
  return { title: t('editTitle') };
}

export default async function StaffEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <StaffEdit id={id} />;
}
