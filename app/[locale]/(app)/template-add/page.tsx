import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TemplateAdd } from '@/components/journal-templates/template-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journalTemplates.form');
  return { title: t('addTitle') };
}

export default function TemplateAddPage() {
  return <TemplateAdd />;
}
