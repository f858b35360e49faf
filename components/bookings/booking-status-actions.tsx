'use client';
// What can happen to a booking next (BOOKING_TRANSITIONS): Done (completes it, which sets each horse's latest and
// next visit), Cancel, Reactivate and Delete — each after a question. A change the server refuses (409
// INVALID_TRANSITION: someone else changed it meanwhile) is said in its words, and the booking is fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckIcon, CloseIcon, TrashIcon, UndoIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/client/api-client';
import type { Booking, BookingStatus } from '@/lib/client/booking-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';
import { BOOKING_TRANSITIONS } from '@/lib/validation/booking';

const ACTIONS = {
  completed: { key: 'complete', Icon: CheckIcon, variant: 'primary', danger: false },
  active: { key: 'reactivate', Icon: UndoIcon, variant: 'secondary', danger: false },
  cancelled: { key: 'cancel', Icon: CloseIcon, variant: 'secondary', danger: true },
  deleted: { key: 'delete', Icon: TrashIcon, variant: 'ghost', danger: true },
} as const satisfies Record<
  BookingStatus,
  { key: string; Icon: unknown; variant: ButtonProps['variant']; danger: boolean }
>;

/** The order the buttons come in: the everyday one first, the destructive last. */
const ORDER: BookingStatus[] = ['completed', 'active', 'cancelled', 'deleted'];

export function BookingStatusActions({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.actions');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const client = useQueryClient();
  const mutation = bookingQueries.useSetStatus(booking);
  const [asking, setAsking] = useState<BookingStatus | null>(null);
  const targets = ORDER.filter((status) => BOOKING_TRANSITIONS[booking.status].includes(status));

  function change(status: BookingStatus) {
    const { key } = ACTIONS[status];
    mutation.mutate(status, {
      onSuccess: () => {
        toast.success(t(`${key}.done`));
        setAsking(null);
        if (status === 'deleted') router.replace(`/booking-management?date=${booking.startDate}`);
      },
      onError: (error) => {
        setAsking(null);
        toast.error(errorMessage(error));
        if (isApiError(error) && error.code === 'INVALID_TRANSITION')
          void client.invalidateQueries({ queryKey: queryKeys.bookings.details(booking.id) });
      },
    });
  }

  const action = asking ? ACTIONS[asking] : null;
  return (
    <>
      {targets.map((status) => {
        const { key, Icon, variant } = ACTIONS[status];
        return (
          <Button key={status} variant={variant} onClick={() => setAsking(status)}>
            <Icon className="size-4" />
            {t(`${key}.button`)}
          </Button>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={action ? t(`${action.key}.title`) : ''}
        description={action ? t(`${action.key}.text`) : undefined}
        confirmLabel={action ? t(`${action.key}.confirm`) : ''}
        cancelLabel={t('keep')}
        onConfirm={() => asking && change(asking)}
        tone={action?.danger ? 'danger' : 'default'}
        busy={mutation.isPending}
      />
    </>
  );
}
