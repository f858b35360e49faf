import { useTranslations } from 'next-intl';
import { ListSkeleton } from '@/components/list/list-states';
import { PageSpinner } from '@/components/ui/spinner';

/**
 * The loading indicator of a signed-in route (spec 2: screens load lazily, with an indicator): a list skeleton for
 * list screens, a spinner otherwise: app/(app)/loading.tsx covers every screen, app/(app)/(registers)/loading.tsx
 * the lists.
 */
export function RouteLoading({ variant = 'page' }: { variant?: 'page' | 'list' }) {
  const t = useTranslations('common');
  if (variant === 'page') return <PageSpinner label={t('loading')} />;
  return (
    <div>
      <div aria-hidden="true" className="mb-6 h-9 w-48 animate-pulse rounded-lg bg-stone-200" />
      <div aria-hidden="true" className="mb-4 h-11 animate-pulse rounded-lg bg-stone-100" />
      <ListSkeleton label={t('loading')} />
    </div>
  );
}
