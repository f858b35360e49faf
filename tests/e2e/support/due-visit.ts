// A visit a reminder is due for, made through the API as the screens make it: a customer with an email and a horse,
// and a booking three hours from now (a new account's lead time is 24 hours). `server` names another server than the
// project's (the instances spec's web instances).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { stockholmParts } from '@/lib/time-zone';

/** The Swedish wall clock `hours` from now, on a whole minute ahead. */
export const clockIn = (hours: number) =>
  stockholmParts(new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000));

export async function dueVisit(
  request: APIRequestContext,
  company: { headers: Record<string, string> },
  { language = 'sv', server = '' }: { language?: 'sv' | 'en'; server?: string } = {},
) {
  const email = `reminder-${randomUUID()}@example.se`;
  const customer = await request.post(`${server}/api/v1/customers/create`, {
    headers: company.headers,
    data: {
      firstName: 'Karin',
      lastName: 'Sjöström',
      email,
      billingAddress: 'Ängsgatan 5',
      billingPostalCode: '75320',
      billingCity: 'Uppsala',
      language,
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { data: { id: string } }).data.id;
  const animal = await request.post(`${server}/api/v1/animals/create`, {
    headers: company.headers,
    data: { name: 'Blixten', customerId, address: 'Stallvägen 2', postalCode: '74193', city: 'Knivsta' },
  });
  expect(animal.status(), await animal.text()).toBe(201);
  const animalId = ((await animal.json()) as { data: { id: string } }).data.id;
  const [start, end] = [clockIn(3), clockIn(4)];
  const booking = await request.post(`${server}/api/v1/bookings/create`, {
    headers: company.headers,
    data: {
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      customerId,
      animalId,
      allowClash: true,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { id } = ((await booking.json()) as { data: { id: string } }).data;
  return { email, customerId, bookingId: id, start };
}
