// Records the browser tests make through the API, as the screens would: a customer with a horse, visits of it, and a
// completed visit of a service of the account's own (what journals and invoices start from).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** Letters only (the name rule), unique per run. */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

export async function apiPost<T = { id: string; referenceNumber?: string }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

/** A customer with one horse at its own stable, shod every 6 weeks; `nextVisit` as given. */
export async function customerWithHorse(
  request: APIRequestContext,
  token: string,
  { nextVisit }: { nextVisit?: string } = {},
) {
  const lastName = uniqueWord('Besokssson');
  const customer = await apiPost(request, token, 'customers/create', {
    firstName: 'Maja',
    lastName,
    phone: '070-123 45 67',
    address: 'Hagvägen 4',
    postalCode: '74192',
    city: 'Knivsta',
    billingAddress: 'Hagvägen 4',
    billingPostalCode: '74192',
    billingCity: 'Knivsta',
  });
  const horse = `Stjärna ${randomUUID().slice(0, 6)}`;
  const animal = await apiPost(request, token, 'animals/create', {
    name: horse,
    customerId: customer.id,
    stable: 'Lyckans stall',
    address: 'Stallbacken 2',
    postalCode: '74193',
    city: 'Alsike',
    shoeingIntervalWeeks: 6,
    ...(nextVisit ? { nextVisit } : {}),
  });
  return { customerId: customer.id, customerName: `Maja ${lastName}`, lastName, horse, animalId: animal.id };
}

/** A visit of the horse on `day`, from `from` to `to`, Swedish time (a clash with another test's is allowed). */
export function bookVisit(
  request: APIRequestContext,
  token: string,
  { customerId, animalId, day, from = '09:00', to = '10:00' }: VisitOf,
) {
  return apiPost(request, token, 'bookings/create', {
    startDate: day,
    startTime: from,
    endDate: day,
    endTime: to,
    customerId,
    animalId,
    allowClash: true,
  });
}
type VisitOf = { customerId?: string; animalId: string; day: string; from?: string; to?: string };

/**
 * A completed visit of a new horse on `day` (`from`–`to`), with one service of the account's own (650 kr, 25 % VAT).
 * A visit cannot be booked in the past: one booked ahead and marked done stands for the visit just made.
 */
export async function completedVisit(
  request: APIRequestContext,
  token: string,
  { day, from, to }: { day: string; from: string; to: string },
) {
  const owner = await customerWithHorse(request, token);
  const [type] = await apiGet<Array<{ id: string }>>(request, token, 'serviceTypes/suggestions');
  const service = `Verkning ${randomUUID().slice(0, 6)}`;
  const created = await apiPost(request, token, 'services/create', {
    category: type!.id,
    service,
    description: 'Vid besöket',
    price: 650,
    unit: 1,
    vatPercent: 25,
  });
  const booking = await apiPost(request, token, 'bookings/create', {
    startDate: day,
    startTime: from,
    endDate: day,
    endTime: to,
    customerId: owner.customerId,
    animalId: owner.animalId,
    services: [{ serviceId: created.id, quantity: 1 }],
    allowClash: true,
  });
  const done = await request.patch(`/api/v1/bookings/update-status/${booking.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  return { ...owner, service, bookingId: booking.id };
}
