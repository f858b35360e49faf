import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TemplateList } from '@/components/journal-templates/template-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journalTemplates.list');
  return { title: t('title') };
}

export default function TemplateManagementPage() {
  return <TemplateList />;
}
