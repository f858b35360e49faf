import { useTranslations } from 'next-intl';
import { AlertIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** "Low stock" as a pill next to a product: stock at or below its minimum reorder level. */
export function LowStockBadge({ className }: { className?: string }) {
  const t = useTranslations('inventory');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset',
        className,
      )}
    >
      <AlertIcon className="size-3.5" />
      {t('lowStock')}
    </span>
  );
}
