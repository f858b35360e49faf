'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import { CustomerForm } from './customer-form';

export function CustomerAdd() {
  const t = useTranslations('customers');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={{ href: '/customer-management', label: t('backToList') }}
        title={t('form.addTitle')}
        description={t('form.addText')}
      />
      <CustomerForm />
    </div>
  );
}
