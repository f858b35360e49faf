'use client';
// The start-up and navigation effects of spec 2 that every part of the product shares, the public site included:
// unregister service workers once, restore the form drafts (every `form_` key) and write pending ones when the page
// hides, and scroll to the top on every path change. Nothing here may pull in the signed-in screens' modules (the
// session, the query cache): the public site's pages stay light.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { flushDrafts, loadDrafts, type DraftOwner } from '@/lib/client/form-drafts';

/** `owner` names whose drafts are restored: the signed-in user's id, or null for a visitor. */
export function useStartupEffects(owner: () => DraftOwner): void {
  const pathname = usePathname();

  useEffect(() => {
    loadDrafts(owner());
    // A change made less than 500 ms before closing or reloading the tab is still kept.
    window.addEventListener('pagehide', flushDrafts);
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    return () => window.removeEventListener('pagehide', flushDrafts);
    // Once per page load: the owner is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
