import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { ActiveStatus } from '@/lib/validation/list';

export type { ActiveStatus };

/** "Active" / "Inactive" (Aktiv / Inaktiv) as a small pill; colour is never the only signal — the word is there. */
export function StatusBadge({ status, className }: { status: ActiveStatus; className?: string }) {
  const t = useTranslations('list.status');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'active' ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-700',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', status === 'active' ? 'bg-brand-600' : 'bg-stone-500')}
      />
      {t(status)}
    </span>
  );
}
