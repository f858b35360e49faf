import { useTranslations } from 'next-intl';
import { PageSpinner } from '@/components/ui/spinner';

/** Shown while a route's code and data load (spec 2). */
export default function Loading() {
  const t = useTranslations('common');
  return <PageSpinner label={t('loading')} />;
}
