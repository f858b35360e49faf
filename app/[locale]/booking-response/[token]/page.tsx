import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BookingResponseView } from '@/components/booking-response/booking-response-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookingResponse');
  // The token is in the address: never send it on as a referrer, never index the page.
  return { title: t('title'), referrer: 'no-referrer', robots: { index: false, follow: false } };
}

export default function BookingResponsePage() {
  return (
    <Suspense>
      <BookingResponseView />
    </Suspense>
  );
}
