'use client';
import { useEffect, useState } from 'react';
import { PROMO } from '@/lib/plans';
import { readStorage, writeStorage } from '@/lib/client/storage';
import { CloseIcon } from '@/components/ui/icons';

/** Local-storage key remembering which code's banner was hidden (a new code shows again). */
export const PROMO_DISMISSED_KEY = 'promo_dismissed';
/** Class set on <html> before the first paint by PROMO_PRELOAD_SCRIPT, so a hidden banner never flashes. */
const HIDDEN_CLASS = 'promo-dismissed';

export const PROMO_PRELOAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(PROMO_DISMISSED_KEY)})===${JSON.stringify(
  PROMO.code,
)})document.documentElement.classList.add(${JSON.stringify(HIDDEN_CLASS)})}catch(e){}`;

type CopyState = 'idle' | 'copied' | 'failed';

export type PromoLabels = {
  label: string;
  text: string;
  copy: string;
  copied: string;
  copyFailed: string;
  dismiss: string;
};

/** The early-bird offer (spec 1): the code can be copied with one tap; hiding it is remembered on this device.
 *  Texts come as props (already filled in) so the site needs no translation runtime in the browser. */
export function PromoBanner({ labels }: { labels: PromoLabels }) {
  const [hidden, setHidden] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (readStorage(PROMO_DISMISSED_KEY) === PROMO.code) setHidden(true);
  }, []);

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  if (hidden) return null;

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(PROMO.code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  function dismiss() {
    writeStorage(PROMO_DISMISSED_KEY, PROMO.code);
    setHidden(true);
  }

  return (
    <aside
      aria-label={labels.label}
      className="promo-banner bg-brand-800 text-white [.promo-dismissed_&]:hidden"
    >
      {/* One row on a phone (about 52 px): the text may take two short lines beside the buttons. */}
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-center gap-x-2 px-3 py-1 text-xs sm:gap-x-3 sm:px-6 sm:text-sm">
        <p className="min-w-0 flex-1 sm:flex-none">
          {labels.text}{' '}
          <code className="rounded bg-white/15 px-1 py-0.5 font-mono font-semibold tracking-wide whitespace-nowrap select-all">
            {PROMO.code}
          </code>
        </p>
        <button
          type="button"
          onClick={copyCode}
          className="min-h-11 shrink-0 whitespace-nowrap rounded-lg px-2 font-semibold underline underline-offset-4 hover:bg-white/10 sm:px-3"
        >
          {copy === 'copied' ? labels.copied : labels.copy}
        </button>
        {/* Read out on every change; shown only for a failure (the button itself says when the code was copied). */}
        <span
          role="status"
          className={copy === 'failed' ? 'order-last basis-full pb-1 text-center font-medium' : 'sr-only'}
        >
          {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
        </span>
        <button
          type="button"
          onClick={dismiss}
          aria-label={labels.dismiss}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10 sm:ml-auto"
        >
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
