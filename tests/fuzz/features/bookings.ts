// The fuzz's bookings (bookings/*) and the customer's answer to a reminder (booking-responses/{token}).
import { bookingBody, createBooking } from '../../support/factories';
import { defineFuzz } from '../support/feature';
import type { Tenant } from '../support/tenants';

/** A visit to the tenant's customer and animal with a planned service; a clash with the last one is accepted. */
const booking = async (t: Tenant) =>
  bookingBody({
    customerId: await t.id('customer'),
    animalId: await t.id('animal'),
    services: [{ serviceId: await t.id('service'), quantity: 1 }],
    staffId: await t.id('user'),
    allowClash: true,
  });

/** A reminder answer token of the right shape that no reminder issued: the answer page knows nothing by it (404). */
const neverIssuedToken = () => ({ token: 'fuzz0token0that0no0reminder0ever0issued0xyz' });

export default defineFuzz({
  kinds: { booking: { table: 'bookings', create: async (o) => (await createBooking(o)).id } },
  idFields: { staffId: 'user' },
  entries: {
    'POST /bookings/create': { body: (t) => booking(t) },
    'GET /bookings/details/{id}': { id: 'booking' },
    'GET /bookings/history/{id}': { id: 'booking' },
    'PUT /bookings/update/{id}': { id: 'booking', body: (t) => booking(t) },
    'PATCH /bookings/update-status/{id}': {
      id: 'booking',
      body: () => ({ status: 'cancelled' }),
      // A generated case may delete it (a valid status): the operations after this one get a new booking.
      after2xx: (t, _res, body) => {
        if (body?.status === 'deleted') t.forget('booking');
      },
    },
    'GET /booking-responses/{token}': { params: neverIssuedToken, baselineStatus: [404] },
    'POST /booking-responses/{token}': {
      params: neverIssuedToken,
      body: () => ({ answer: 'confirmed' }),
      baselineStatus: [404],
    },
  },
});
