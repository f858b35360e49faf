'use client';
// The booking form's "Book anyway?": the server found another visit of the same person at that time (409
// BOOKING_CLASH, a warning, not a block). The question names it in the server's words; "Book anyway" sends the form
// again with allowClash, "Change the time" keeps the form as it is.
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/client/api-client';

/** `resend` submits the form again; `busy` while it is being sent. */
export function useClashQuestion(resend: () => void, busy: boolean) {
  const t = useTranslations('bookings.form.clash');
  const [message, setMessage] = useState<string | null>(null);
  /** This send is the answer "Book anyway". */
  const anyway = useRef(false);

  return {
    /** Whether the send on its way accepts a clash. */
    allowed: () => anyway.current,
    close: () => setMessage(null),
    /** A failed send: true when it was a clash, now asked about (else the form shows the failure). */
    onError(error: unknown): boolean {
      const answered = anyway.current;
      anyway.current = false;
      setMessage(null);
      if (!isApiError(error) || error.code !== 'BOOKING_CLASH' || answered) return false;
      setMessage(error.message);
      return true;
    },
    dialog: (
      <ConfirmDialog
        open={message !== null}
        onOpenChange={(open) => !open && setMessage(null)}
        title={t('title')}
        description={message}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          anyway.current = true;
          resend();
        }}
        busy={busy}
      />
    ),
  };
}
