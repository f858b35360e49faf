// The customer's answer to a visit reminder (public, no sign-in): the token of the reminder's links, the answer, and
// the visit as the answer page shows it — only what the customer already knows from the reminder.
import { z } from 'zod';
import { BOOKING_RESPONSES } from './booking';

export const bookingAnswerInput = z.object({
  answer: z.enum(BOOKING_RESPONSES, { error: 'validation.bookingAnswer' }),
});
export type BookingAnswerInput = z.output<typeof bookingAnswerInput>;

export const bookingResponseSchema = z
  .object({
    company: z.object({
      name: z.string(),
      phone: z.string().nullable().meta({ description: 'E.164' }),
    }),
    startAt: z.string().meta({ description: 'ISO 8601 instant' }),
    endAt: z.string(),
    startDate: z.string().meta({ description: 'Swedish date, YYYY-MM-DD' }),
    startTime: z.string().meta({ description: 'Swedish time, HH:MM' }),
    endDate: z.string(),
    endTime: z.string(),
    address: z.string().nullable(),
    postalNumber: z.string().nullable(),
    city: z.string().nullable(),
    animals: z.array(z.string()).meta({ description: "The horses' names" }),
    response: z.enum(BOOKING_RESPONSES).nullable(),
    respondedAt: z.string().nullable(),
  })
  .meta({ id: 'BookingResponse' });
export type BookingResponseVisit = z.output<typeof bookingResponseSchema>;
