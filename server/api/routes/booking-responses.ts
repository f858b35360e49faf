// The customer's answer to a visit reminder (public: the token from the reminder's links is the key). GET shows the
// visit and changes nothing (mail scanners follow links); POST gives the answer, limited per client address.
import 'server-only';
import { bookingAnswerInput, bookingResponseSchema } from '@/lib/validation/booking-response';
import { answerBooking, getBookingResponse } from '@/server/bookings/reminders/booking-response';
import { apiRoutes } from '../api-routes';

const routes = apiRoutes({ tag: 'Booking responses' });
export const bookingResponseRoutes = routes.app;

const token = { param: 'token', token: 'From the reminder’s links' };
const notFound =
  'NOT_FOUND: no such link, or it no longer works (the visit has started, was cancelled, completed or moved)';

// GET /booking-responses/{token} — the visit the reminder is about, with the answer so far
routes.byToken('get', '/booking-responses/{token}', {
  ...token,
  summary: 'The visit behind a reminder link (no sign-in; changes nothing)',
  notFound,
  response: bookingResponseSchema,
  answers: 'The visit and the answer given so far',
  useCase: getBookingResponse,
});

// POST /booking-responses/{token} — confirmed or declined (may be changed until the visit)
routes.byToken('post', '/booking-responses/{token}', {
  ...token,
  summary: 'Answer a visit reminder: confirmed or declined (no sign-in; 30 per hour per client address)',
  description:
    'The answer shows on the booking (`response`, `respondedAt`) and raises its sequence. The customer may ' +
    'change it until the visit starts; the same answer again changes nothing.',
  notFound,
  body: bookingAnswerInput,
  response: bookingResponseSchema,
  answers: 'Answered: the visit with the answer',
  useCase: answerBooking,
});
