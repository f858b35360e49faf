import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingEdit } from '@/components/bookings/booking-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings.form');
  return { title: t('editTitle') };
}

export default async function BookingEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BookingEdit key={id} id={id} />;
}
