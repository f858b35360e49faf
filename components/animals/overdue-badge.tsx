import { useTranslations } from 'next-intl';
import { AlertIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** "Overdue" (Försenad): the next visit has passed. Red, with an icon and the word — never colour alone. */
export function OverdueBadge({ className }: { className?: string }) {
  const t = useTranslations('animals');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-danger-800 ring-1 ring-danger-200 ring-inset',
        className,
      )}
    >
      <AlertIcon className="size-3.5" />
      {t('overdue')}
    </span>
  );
}

/** An active animal whose next visit has passed; an inactive one is not being shod any more. */
export const isOverdue = (animal: { overdue: boolean; status: 'active' | 'inactive' }) =>
  animal.overdue && animal.status === 'active';
