// The booking form's values (components/bookings/booking-form-values.ts): text as typed, the horses and the planned
// services as lists, which the shared schema takes as they are; a new booking's times from a calendar slot or the
// next whole hour.
import { describe, expect, it } from 'vitest';
import { bookingFormValues, newBookingTimes } from '@/components/bookings/booking-form-values';
import type { Booking } from '@/lib/client/booking-api';
import { bookingInput } from '@/lib/validation/booking';

const A = '6f1c4a56-7d1e-4c1b-9a43-1f0a2b3c4d5e';
const B = '7a2d5b67-8e2f-4d2c-8b54-2a1b3c4d5e6f';
const S = '8b3e6c78-9f3a-4e3d-9c65-3b2c4d5e6f7a';

describe('booking form values', () => {
  it("hold a booking's horses and planned services as lists, quantities as typed", () => {
    const booking = {
      startDate: '2030-03-14',
      startTime: '09:00',
      endDate: '2030-03-14',
      endTime: '10:00',
      staffId: null,
      customer: null,
      animals: [{ id: A }, { id: B }],
      address: 'Stallbacken 2',
      postalNumber: '74193',
      city: 'Alsike',
      services: [
        { serviceId: S, quantity: 2 },
        { serviceId: A, quantity: 1 },
      ],
      notes: null,
    } as unknown as Booking;
    expect(bookingFormValues(booking)).toMatchObject({
      animalIds: [A, B],
      services: [
        { serviceId: S, quantity: '2' },
        { serviceId: A, quantity: '1' },
      ],
      postalNumber: '741 93',
    });
    expect(bookingFormValues(undefined, {})).toMatchObject({ animalIds: [], services: [] });
  });

  it('become the API body the shared schema accepts, blanks left out', () => {
    const values = {
      ...bookingFormValues(undefined, { startDate: '2030-03-14', startTime: '09:00' }),
      animalIds: [A, B],
      services: [{ serviceId: S, quantity: '2' }],
      postalNumber: '741 92',
    };
    const parsed = bookingInput.parse(values);
    expect(parsed).toMatchObject({
      startDate: '2030-03-14',
      startTime: '09:00',
      endDate: '2030-03-14',
      endTime: '10:00',
      animalIds: [A, B],
      services: [{ serviceId: S, quantity: 2 }],
      postalNumber: '74192',
      allowClash: false,
    });
    expect(parsed.customerId).toBeUndefined();
    expect(parsed.notes).toBeUndefined();
  });

  it('refuse a service line without a quantity', () => {
    const values = { ...bookingFormValues(undefined, {}), services: [{ serviceId: S, quantity: '' }] };
    expect(bookingInput.safeParse(values).success).toBe(false);
  });

  it('start a new booking at the slot, else at 08:00 on a later day, else at the next whole hour', () => {
    const now = new Date('2030-03-14T08:20:00Z'); // 09:20 in Sweden
    expect(newBookingTimes({ startDate: '2030-03-20', startTime: '13:15' }, now)).toEqual({
      startDate: '2030-03-20',
      startTime: '13:15',
      endDate: '2030-03-20',
      endTime: '14:15',
    });
    expect(
      newBookingTimes(
        { startDate: '2030-03-20', startTime: '13:15', endDate: '2030-03-20', endTime: '15:00' },
        now,
      ),
    ).toMatchObject({ endTime: '15:00' });
    expect(newBookingTimes({ startDate: '2030-03-20' }, now)).toMatchObject({
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(newBookingTimes({}, now)).toEqual({
      startDate: '2030-03-14',
      startTime: '10:00',
      endDate: '2030-03-14',
      endTime: '11:00',
    });
  });
});
