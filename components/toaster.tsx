'use client';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION } from '@/lib/toast';

/** The one toast outlet (spec 9: top centre); per-type durations are set by lib/toast.ts. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION.default}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
