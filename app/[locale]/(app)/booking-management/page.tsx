import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingCalendar } from '@/components/bookings/booking-calendar';
import { isCalendarView, parsePlainDate } from '@/lib/calendar-dates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings.calendar');
  return { title: t('title') };
}

export default async function BookingManagementPage({
  searchParams,
}: {
  searchParams: Promise<{ view?: string | string[]; date?: string | string[]; staff?: string | string[] }>;
}) {
  const { view, date, staff } = await searchParams;
  return (
    <BookingCalendar
      initialView={isCalendarView(view) ? view : undefined}
      initialDate={parsePlainDate(date)}
      initialStaffId={typeof staff === 'string' && UUID.test(staff) ? staff : undefined}
    />
  );
}
