import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationManagementScreen } from '@/components/notifications/notification-management-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('title') };
}

export default function NotificationManagementPage() {
  return <NotificationManagementScreen />;
}
