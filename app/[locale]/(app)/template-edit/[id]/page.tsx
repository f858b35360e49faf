import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TemplateEdit } from '@/components/journal-templates/template-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journalTemplates.form');
  return { title: t('editTitle') };
}

export default async function TemplateEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TemplateEdit key={id} id={id} />;
}
