import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingDetailsView } from '@/components/bookings/booking-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings.details');
  return { title: t('title') };
}

export default async function BookingDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BookingDetailsView key={id} id={id} />;
}
