// Stand-in for the profile page (issue 12's profile work builds the real one): only the payment methods section,
// so that its browser test can run. Merge into the real page; keep nothing else of this file.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentMethodsSection } from '@/components/profile/payment-methods-section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('paymentMethods');
  return { title: t('title') };
}

export default function ProfilePage() {
  return <PaymentMethodsSection />;
}
