import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JournalAdd, type JournalAddParams } from '@/components/journals/journal-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journals.form');
  return { title: t('addTitle') };
}

type Params = { [K in keyof JournalAddParams]?: string | string[] };

export default async function JournalAddPage({ searchParams }: { searchParams: Promise<Params> }) {
  const given = await searchParams;
  // Only single values: a repeated parameter is no prefill.
  const params = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as JournalAddParams;
  return <JournalAdd bookingId={params.bookingId} animalId={params.animalId} template={params.template} />;
}
