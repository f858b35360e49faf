import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingAdd, type BookingAddParams } from '@/components/bookings/booking-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings.form');
  return { title: t('addTitle') };
}

type Params = { [K in keyof BookingAddParams]?: string | string[] };

export default async function BookingAddPage({ searchParams }: { searchParams: Promise<Params> }) {
  const given = await searchParams;
  // Only single values: a repeated parameter is no prefill.
  const params = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as BookingAddParams;
  return <BookingAdd {...params} />;
}
