'use client';
// Asks before a dirty form is left (spec 2, 8): in-app link clicks (Next's <Link> included), the browser's Back
// button and — with the browser's own prompt — closing or reloading the tab.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Marks the extra history entry that lets Back be caught on this page. */
const GUARD_KEY = '__hovbookLeaveGuard';

type Pending = { kind: 'link'; href: string; external: boolean } | { kind: 'back' };

const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_KEY]);

export interface LeaveConfirmation {
  /** The confirmation dialog: render it once, anywhere in the form's tree. */
  dialog: ReactElement;
  /**
   * Leaves without asking (after a successful save). Replaces the Back-guard entry when it is on top, so Back from
   * the next page returns to the form's page, not to a duplicate of it.
   */
  navigateAway: (href: string) => void;
}

export function useLeaveConfirmation(isDirty: boolean): LeaveConfirmation {
  const t = useTranslations('form.leave');
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  /** Set once the user (or a save) has chosen to leave: nothing is intercepted any more. */
  const released = useRef(false);

  const go = useCallback(
    (href: string) => {
      released.current = true;
      if (onGuardEntry()) router.replace(href);
      else router.push(href);
    },
    [router],
  );

  useEffect(() => {
    if (!isDirty) return;
    released.current = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need a return value to show their prompt; its text is the browser's own.
      event.returnValue = '';
    };

    // Capture phase on window: runs before React (and so before <Link>'s own click handler) sees the click.
    const onClick = (event: MouseEvent) => {
      if (released.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // new tab or window
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return; // tel:, mailto:
      const here = new URL(window.location.href);
      const external = url.origin !== here.origin;
      if (!external && url.pathname === here.pathname && url.search === here.search) return; // same page
      event.preventDefault();
      event.stopPropagation();
      setPending({
        kind: 'link',
        external,
        href: external ? url.href : `${url.pathname}${url.search}${url.hash}`,
      });
    };

    // Back: an extra entry for this same page is pushed; popping it means "Back was pressed" — put it back, ask.
    const guardedUrl = window.location.href;
    if (!onGuardEntry()) window.history.pushState({ [GUARD_KEY]: true }, '');
    const onPopState = () => {
      if (released.current || onGuardEntry() || window.location.href !== guardedUrl) return;
      window.history.pushState({ [GUARD_KEY]: true }, '');
      setPending({ kind: 'back' });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [isDirty]);

  const confirm = () => {
    const target = pending;
    setPending(null);
    if (!target) return;
    released.current = true;
    if (target.kind === 'back')
      window.history.go(-2); // past the guard entry and this page
    else if (target.external) window.location.assign(target.href);
    else go(target.href);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={t('title')}
      description={t('text')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      tone="danger"
    />
  );

  return { dialog, navigateAway: go };
}
