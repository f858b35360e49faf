import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

/** The top of a public page: a short label, the one h1, a lead paragraph, and optionally a picture beside them
 *  (below them on a phone). */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
  asideOnPhones = true,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
  /** False when the picture, right under a short lead, would be the largest paint of a phone's first screen. */
  asideOnPhones?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cn(
          'mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16',
          aside != null && 'lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12',
        )}
      >
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-5xl">{title}</h1>
          {lead && <p className="mt-4 text-lg text-stone-700 sm:text-xl">{lead}</p>}
          {children}
        </div>
        {aside != null && (
          <div className={cn('mt-10 justify-center lg:mt-0 lg:flex', asideOnPhones ? 'flex' : 'hidden')}>
            {aside}
          </div>
        )}
      </div>
    </section>
  );
}

/** A content band with an optional heading; `id` labels it for screen readers. */
export function Section({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id: string;
  title?: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={title ? id : undefined} className={className}>
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {title && (
          <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {title}
          </h2>
        )}
        {intro && <p className="mt-3 max-w-3xl text-stone-700">{intro}</p>}
        <div className={title || intro ? 'mt-8' : ''}>{children}</div>
      </div>
    </section>
  );
}
