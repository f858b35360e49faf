'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import { ServiceForm } from './service-form';

export function ServiceAdd() {
  const t = useTranslations('services');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        back={{ href: '/inventory-management?tab=services', label: t('backToList') }}
        title={t('form.addTitle')}
        description={t('form.addText')}
      />
      <ServiceForm />
    </div>
  );
}
