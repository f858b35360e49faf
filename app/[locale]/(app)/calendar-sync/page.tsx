import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalendarSyncScreen } from '@/components/calendar-sync/calendar-sync-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('calendarSync');
  return { title: t('title') };
}

export default function CalendarSyncPage() {
  return <CalendarSyncScreen />;
}
