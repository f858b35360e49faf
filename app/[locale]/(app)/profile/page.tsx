import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileScreen } from '@/components/profile/profile-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title') };
}

export default function ProfilePage() {
  return <ProfileScreen />;
}
