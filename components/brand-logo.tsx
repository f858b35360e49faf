import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';

/** The product mark (a horseshoe) and name. */
export function BrandLogo({ className }: { className?: string }) {
  const t = useTranslations('common');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-xl font-bold tracking-tight text-brand-800',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        {/* A horseshoe, toe up, with nail holes. */}
        <path
          d="M9.5 25.5v-9.5a6.5 6.5 0 0 1 13 0v9.5"
          fill="none"
          stroke="white"
          strokeWidth="4.2"
          strokeLinecap="round"
        />
        <g className="fill-brand-700">
          <circle cx="9.5" cy="21" r="0.9" />
          <circle cx="9.9" cy="16.2" r="0.9" />
          <circle cx="12.3" cy="11.6" r="0.9" />
          <circle cx="19.7" cy="11.6" r="0.9" />
          <circle cx="22.1" cy="16.2" r="0.9" />
          <circle cx="22.5" cy="21" r="0.9" />
        </g>
      </svg>
      {t('appName')}
    </span>
  );
}
