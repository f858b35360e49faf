'use client';
import { useTranslations } from 'next-intl';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION } from '@/lib/client/toast';

/** Alt+T moves the focus to the toasts (sonner's default); the label says so in the user's language. */
const HOTKEY = ['altKey', 'KeyT'];

/**
 * The one toast outlet (spec 9: top centre); per-type durations are set by lib/toast.ts. The close button is a 44 px
 * target at the toast's end (app/globals.css), not sonner's 20 px circle in the corner.
 */
export function Toaster() {
  const t = useTranslations('common');
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION.default}
      richColors
      closeButton
      hotkey={HOTKEY}
      customAriaLabel={t('notifications')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('closeNotification') }}
    />
  );
}
