// The booking's statuses as the record kit offers them (components/bookings/booking-resource.ts): every change the
// transitions map allows has its action and its texts in both languages; back to active is "Reopen" from a completed
// visit (its horses' dates go back) and "Reactivate" from a cancelled one — whatever the map allows today.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_MACHINE } from '@/components/bookings/booking-resource';
import enBookings from '@/messages/en/bookings.json';
import svBookings from '@/messages/sv/bookings.json';
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/validation/booking';

const TEXTS = ['button', 'title', 'text', 'confirm', 'done'] as const;
const messages = { en: enBookings, sv: svBookings };

describe('booking status actions', () => {
  it('name completed → active "Reopen" and cancelled → active "Reactivate", in both languages', () => {
    expect(BOOKING_STATUS_MACHINE.action('completed', 'active').key).toBe('reopen');
    expect(BOOKING_STATUS_MACHINE.action('cancelled', 'active').key).toBe('reactivate');
    expect(enBookings.actions.reopen).toMatchObject({
      button: 'Reopen',
      title: 'Reopen this visit?',
      text: "The horses' latest and next visit go back to what they were.",
    });
    expect(svBookings.actions.reopen.button).toBe('Öppna igen');
  });

  it('have an action with all its texts for every pair of statuses, and a name for every status', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES.filter((status): status is BookingStatus => status !== from)) {
        const { key } = BOOKING_STATUS_MACHINE.action(from, to);
        for (const [language, texts] of Object.entries(messages)) {
          const action = (texts.actions as Record<string, Record<string, string> | string>)[key];
          expect(action, `${language} ${from} → ${to}`).toBeTypeOf('object');
          for (const text of TEXTS)
            expect((action as Record<string, string>)[text], `${language} ${key}.${text}`).toBeTruthy();
        }
      }
      expect(enBookings.status[from]).toBeTruthy();
      expect(svBookings.status[from]).toBeTruthy();
    }
    expect(BOOKING_STATUS_MACHINE.order).toEqual(expect.arrayContaining([...BOOKING_STATUSES]));
  });
});
