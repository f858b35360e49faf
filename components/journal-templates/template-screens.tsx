'use client';
// /template-add and /template-edit/{id}: the template form under its header; the edit screen loads the template
// first (fresh, so what is edited is what is stored).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list';
import { FileTextIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/client/api-client';
import { journalTemplateQueries } from '@/lib/client/queries/journal-templates';
import { TemplateForm } from './template-form';

const BACK = '/template-management';

export function TemplateAdd() {
  const t = useTranslations('journalTemplates.form');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={{ href: BACK, label: t('backToList') }}
        title={t('addTitle')}
        description={t('addText')}
      />
      <TemplateForm />
    </div>
  );
}

export function TemplateEdit({ id }: { id: string }) {
  const t = useTranslations('journalTemplates.form');
  const template = useQuery({ ...journalTemplateQueries.details(id), staleTime: 0, gcTime: 0 });
  let body;
  if (template.isPending) body = <ListSkeleton rows={4} label={t('loading')} />;
  else if (template.isError)
    body =
      isApiError(template.error) && template.error.status === 404 ? (
        <EmptyState icon={<FileTextIcon />} title={t('notFoundTitle')} text={t('notFoundText')} />
      ) : (
        <ErrorState error={template.error} title={t('error')} onRetry={() => void template.refetch()} />
      );
  else body = <TemplateForm key={template.data.id} template={template.data} />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={{ href: BACK, label: t('backToList') }}
        title={t('editTitle')}
        description={template.data?.name}
      />
      {body}
    </div>
  );
}
