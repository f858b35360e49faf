'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

/** The phone menu: a native disclosure (works before the script loads), closed again after each navigation and by
 *  Esc, which gives the focus back to the menu button. */
export function MobileMenu({
  labels,
  children,
}: {
  labels: { nav: string; open: string; close: string };
  children: ReactNode;
}) {
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !details.current?.open) return;
      details.current.open = false;
      summary.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <details ref={details} className="group relative lg:hidden">
      <summary
        ref={summary}
        className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only group-open:hidden">{labels.open}</span>
        <span className="sr-only hidden group-open:inline">{labels.close}</span>
        <MenuIcon className="group-open:hidden" />
        <CloseIcon className="hidden group-open:block" />
      </summary>
      <nav
        aria-label={labels.nav}
        className="absolute right-0 top-full mt-2 w-64 rounded-2xl border border-stone-200 bg-white shadow-lg"
      >
        {children}
      </nav>
    </details>
  );
}
