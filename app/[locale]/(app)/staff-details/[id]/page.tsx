import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffDetailsView } from '@/components/staff/staff-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff.details');
  return { title: t('title') };
}

export default async function StaffDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <StaffDetailsView key={id} id={id} />;
}
