// The customer's answer to a visit reminder (public: the token from the reminder's links is the key). GET shows the
// visit and changes nothing (mail scanners follow links); POST gives the answer, limited per client address.
import 'server-only';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bookingAnswerInput, bookingResponseSchema } from '@/lib/validation/booking-response';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { answerBooking, getBookingResponse } from '@/server/bookings/reminders/booking-response';
import { dataOf, errorResponses, errorSchema, jsonBody as json } from '../openapi';
import { visitor } from '../request-input';
import type { AppEnv } from '../types';

const tokenParam = z.object({
  token: z
    .string()
    .regex(URL_TOKEN_PATTERN)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'From the reminder’s links' }),
});

const notAnswerable = {
  description:
    'NOT_FOUND: no such link, or it no longer works (the visit has started, was cancelled, completed or moved)',
  content: { 'application/json': { schema: errorSchema } },
};

export const bookingResponseRoutes = new OpenAPIHono<AppEnv>();
const tag = ['Booking responses'];

// GET /booking-responses/{token} — the visit the reminder is about, with the answer so far
bookingResponseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/booking-responses/{token}',
    tags: tag,
    summary: 'The visit behind a reminder link (no sign-in; changes nothing)',
    request: { params: tokenParam },
    responses: {
      200: dataOf(bookingResponseSchema, 'The visit and the answer given so far'),
      404: notAnswerable,
      ...errorResponses,
    },
  }),
  async (c) =>
    c.json({ data: await getBookingResponse(visitor(c), { token: c.req.valid('param').token }) }, 200),
);

// POST /booking-responses/{token} — confirmed or declined (may be changed until the visit)
bookingResponseRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/booking-responses/{token}',
    tags: tag,
    summary: 'Answer a visit reminder: confirmed or declined (no sign-in; 30 per hour per client address)',
    description:
      'The answer shows on the booking (`response`, `respondedAt`) and raises its sequence. The customer may ' +
      'change it until the visit starts; the same answer again changes nothing.',
    request: { params: tokenParam, body: json(bookingAnswerInput) },
    responses: {
      200: dataOf(bookingResponseSchema, 'Answered: the visit with the answer'),
      404: notAnswerable,
      ...errorResponses,
    },
  }),
  async (c) =>
    c.json(
      {
        data: await answerBooking(visitor(c), {
          token: c.req.valid('param').token,
          input: c.req.valid('json'),
        }),
      },
      200,
    ),
);
