import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SharedJournalsView } from '@/components/journal-sharing/shared-journals-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sharing.page');
  // The code is in the address: never send it on as a referrer, never index the page.
  return { title: t('title'), referrer: 'no-referrer', robots: { index: false, follow: false } };
}

export default function SharedJournalPage() {
  return (
    <Suspense>
      <SharedJournalsView />
    </Suspense>
  );
}
