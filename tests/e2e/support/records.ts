// Records the browser tests make through the API, as the screens would: a customer with a horse, and visits of it.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** Letters only (the name rule), unique per run. */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
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
