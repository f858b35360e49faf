// A booking's status changes (spec 4) and its history: the record kit's transition() with the booking's description
// (./booking-record.ts: the transitions of BOOKING_TRANSITIONS, the horses' visit dates on completing and reopening).
import 'server-only';
import type { BookingStatus, BookingStatusInput } from '@/lib/validation/booking';
import type { TenantContext } from '@/server/context';
import { historyOf } from '@/server/records/history';
import { transition } from '@/server/records/transition';
import { bookingRecord } from './booking-record';

export async function setBookingStatus(
  ctx: TenantContext,
  { id, input }: { id: string; input: BookingStatusInput },
): Promise<{ id: string; status: BookingStatus }> {
  return transition(ctx, bookingRecord, id, input.status);
}

/** Who created, changed, completed or reopened the booking, when: oldest first. */
export const bookingHistory = historyOf(bookingRecord);
