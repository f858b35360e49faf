'use client';
// A booking's status and the customer's answer to the reminder as small pills: the word is always there, so colour
// is never the only signal (cancelled, done; confirmed ✓, can't come ✗).
import { useTranslations } from 'next-intl';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import type { BookingRow } from '@/lib/client/booking-api';
import { cn } from '@/lib/cn';

const STATUS_TONE: Record<BookingRow['status'], string> = {
  active: 'bg-brand-100 text-brand-800',
  completed: 'bg-stone-200 text-stone-700',
  cancelled: 'bg-danger-50 text-danger-800 ring-1 ring-danger-200 ring-inset',
  deleted: 'bg-stone-200 text-stone-700',
};

const PILL = 'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function BookingStatusBadge({ status }: { status: BookingRow['status'] }) {
  const t = useTranslations('bookings.status');
  return <span className={cn(PILL, STATUS_TONE[status])}>{t(status)}</span>;
}

export function BookingResponseBadge({ response }: { response: BookingRow['response'] }) {
  const t = useTranslations('bookings.response');
  if (!response) return null;
  const confirmed = response === 'confirmed';
  const Icon = confirmed ? CheckIcon : CloseIcon;
  return (
    <span
      className={cn(
        PILL,
        confirmed ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700',
        'whitespace-nowrap',
      )}
    >
      <Icon className="size-3.5" />
      {t(response)}
    </span>
  );
}

/** The answer as an icon in a tight spot (a calendar event); the words go to screen readers. */
export function BookingResponseMark({ response }: { response: BookingRow['response'] }) {
  const t = useTranslations('bookings.response');
  if (!response) return null;
  const confirmed = response === 'confirmed';
  const Icon = confirmed ? CheckIcon : CloseIcon;
  return (
    <span className="booking-response inline-flex items-center" data-response={response}>
      <Icon className="size-3.5" strokeWidth={3} />
      <span className="sr-only">{t(response)}</span>
    </span>
  );
}
