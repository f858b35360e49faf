'use client';
import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A Link that prefetches once the visitor shows intent (pointer over it, keyboard focus, a finger on it), not when it
 * scrolls into view. A public page shows dozens of links (header, footer, sign-up, log-in); prefetching all of them
 * on load fetched their data and the app's JavaScript (log-in and sign-up forms) during the first visit, which cost the
 * page most of its blocking time. The first pointer or touch still starts the prefetch ahead of the click.
 */
export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null: Next's default prefetch, from the moment of intent (the link is in view, so it starts at once).
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
