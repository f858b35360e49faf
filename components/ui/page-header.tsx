import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon } from './icons';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the title's right (below it on phones). */
  actions?: ReactNode;
  /** A "back to the list" link above the title. */
  back?: { href: string; label: string };
  /** Next to the title, e.g. a status badge. */
  badge?: ReactNode;
  className?: string;
}

/** A screen's h1 with its actions. */
export function PageHeader({ title, description, actions, back, badge, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-5 space-y-2 sm:mb-6', className)}>
      {back && (
        <Link
          href={back.href}
          className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-md pr-2 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ChevronLeftIcon className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-stone-900 sm:text-3xl">
              {title}
            </h1>
            {badge}
          </div>
          {description && <p className="text-stone-600">{description}</p>}
        </div>
        {actions && (
          <div className="flex shrink-0 flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div>
        )}
      </div>
    </div>
  );
}
