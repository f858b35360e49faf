'use client';
// One of the day's visits: its time, the customer (and their answer to the reminder), the horses, and the four
// things done from the van with a thumb — call, text, open the place in the phone's maps, and Done (after one
// question, which first says so when the visit has not started yet; completing sets each horse's latest and next
// visit).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AnimalThumb } from '@/components/animals/animal-thumb';
import { BookingResponseBadge, BookingStatusBadge } from '@/components/bookings/booking-badges';
import { WriteJournalButton } from '@/components/journals/write-journal-button';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckIcon, MapPinIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatPersonName, formatPlace, mapsHref, phoneHref, smsHref } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { useCompleteVisit } from '@/lib/client/queries/today';
import { toast } from '@/lib/client/toast';
import type { BookingRow } from '@/lib/client/today-api';

/** Two big buttons a row on a phone; one row of equal buttons where there is room. */
const ACTION = 'min-w-0 px-2 sm:flex-1 sm:basis-0';

export function TodayVisit({ visit, day }: { visit: BookingRow; day: string }) {
  const t = useTranslations('today');
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const complete = useCompleteVisit(day);
  /** The question is open; `early`: the visit had not started when Done was pressed. */
  const [confirming, setConfirming] = useState<{ early: boolean } | null>(null);

  const done = visit.status === 'completed';
  const start = format.time(visit.startAt);
  const customer = visit.customer;
  const customerName = customer ? formatPersonName(customer.firstName, customer.lastName) : '';
  const maps = mapsHref(visit.address, visit.postalNumber, visit.city);
  const place = formatPlace(visit.address, visit.postalNumber, visit.city);

  function markDone() {
    complete.mutate(visit.id, {
      onSuccess: () => toast.success(t('doneToast', { time: start })),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <li
      className={cn('space-y-3 px-4 py-4 sm:px-5', done && 'bg-stone-50')}
      aria-label={t('visitLabel', { time: start, customer: customerName || t('noCustomer') })}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-lg font-semibold text-stone-900 tabular-nums">
          {t('time', { start, end: format.time(visit.endAt) })}
        </span>
        {done && <BookingStatusBadge status={visit.status} />}
        <BookingResponseBadge response={visit.response} />
        <span className="ml-auto text-sm text-stone-500 tabular-nums">{visit.referenceNumber}</span>
      </div>

      {customer ? (
        <Link
          href={`/customer-details/${customer.id}`}
          className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1 font-medium break-words text-brand-800 hover:underline"
        >
          {customerName}
        </Link>
      ) : (
        <p className="text-stone-600">{t('noCustomer')}</p>
      )}

      {visit.animals.length > 0 && (
        <ul aria-label={t('horses')} className="flex flex-wrap gap-2">
          {visit.animals.map((animal) => (
            <li key={animal.id} className="min-w-0">
              <Link
                href={`/animal-details/${animal.id}`}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-200 bg-white py-1 pr-3 pl-1 hover:bg-stone-50"
              >
                <AnimalThumb pictureUrl={animal.pictureUrl} className="size-9" />
                <span className="min-w-0 font-medium break-words text-stone-900">{animal.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <div className="grid grid-cols-2 gap-2 sm:flex">
        {customer?.phone && (
          <>
            <Button asChild variant="secondary" className={ACTION}>
              <a href={phoneHref(customer.phone)} aria-label={t('callLabel', { name: customerName })}>
                <PhoneIcon className="size-4 shrink-0" />
                {t('call')}
              </a>
            </Button>
            <Button asChild variant="secondary" className={ACTION}>
              <a href={smsHref(customer.phone)} aria-label={t('textLabel', { name: customerName })}>
                <MessageIcon className="size-4 shrink-0" />
                {t('text')}
              </a>
            </Button>
          </>
        )}
        {maps && (
          <Button asChild variant="secondary" className={ACTION}>
            <a href={maps} target="_blank" rel="noreferrer" aria-label={t('mapsLabel', { place })}>
              <MapPinIcon className="size-4 shrink-0" />
              {t('maps')}
            </a>
          </Button>
        )}
        {done && <WriteJournalButton bookingId={visit.id} className={ACTION} />}
        {!done && (
          <Button
            className={ACTION}
            onClick={() => setConfirming({ early: Date.parse(visit.startAt) > Date.now() })}
            aria-label={t('markDoneLabel', { time: start })}
          >
            <CheckIcon className="size-4 shrink-0" />
            {t('markDone')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('confirmTitle', { time: start })}
        description={
          <>
            {confirming?.early && (
              <span className="mb-2 block font-semibold text-stone-900">
                {t('notStarted', { time: start })}
              </span>
            )}
            {visit.animals.length > 0
              ? t('confirmText', { horses: visit.animals.map((a) => a.name).join(', ') })
              : t('confirmTextNoHorses')}
          </>
        }
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={markDone}
        busy={complete.isPending}
      />
    </li>
  );
}
