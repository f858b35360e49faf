import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';

interface NotFoundStateProps {
  /** Defaults to a general "not found" title. */
  title?: ReactNode;
  text?: ReactNode;
  backHref: string;
  backLabel: ReactNode;
}

/**
 * A record that does not exist (or is not this business's) inside the signed-in shell: says so, and offers the
 * way back — instead of a crash or an empty form.
 */
export function NotFoundState({ title, text, backHref, backLabel }: NotFoundStateProps) {
  const t = useTranslations('nav.notFound');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-5 py-12 text-center shadow-sm">
      <p className="text-sm font-semibold text-accent-700">{t('eyebrow')}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-stone-900">{title ?? t('title')}</h1>
      <p className="mt-2 max-w-md text-stone-600">{text ?? t('text')}</p>
      <Button asChild className="mt-6">
        <Link href={backHref}>
          <ChevronLeftIcon className="size-4" />
          {backLabel}
        </Link>
      </Button>
    </div>
  );
}
