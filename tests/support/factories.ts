// Test factories over the real API: every test makes its own accounts (random emails), never shared rows.
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { expect } from 'vitest';
import { call } from './api-client';
import { latestOtp } from './mailbox';

export const PASSWORD = 'Hovslag-Test1!';

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Åsa',
    lastName: 'Lind-Berg',
    email: `farrier-${id}@example.se`,
    password: PASSWORD,
    organizationName: 'Lind-Bergs Hovslageri',
    organizationNumber: '556016-0680',
    phone: '070-123 45 67',
    ...overrides,
  };
}

/** Signs up; the answer names no account (it is the same for a taken address), so the ids come with login. */
export async function createUnverifiedFerrier(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await call('POST', 'ferriers/create', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return body;
}

export async function createFerrier(overrides: Record<string, unknown> = {}) {
  const account = await createUnverifiedFerrier(overrides);
  const otp = await latestOtp(account.email);
  const verified = await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const login = await call('POST', 'ferriers/login', {
    body: { email: account.email, password: account.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { token, user } = login.body.data as { token: string; user: { id: string; ferrierId: string } };
  return { ...account, token, userId: user.id, ferrierId: user.ferrierId };
}

export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Karin',
    lastName: 'Sjöström',
    email: 'karin@example.se',
    phone: '070-765 43 21',
    address: 'Ängsgatan 5',
    postalCode: '753 20',
    city: 'Uppsala',
    billingAddress: 'Ängsgatan 5',
    billingPostalCode: '75320',
    billingCity: 'Uppsala',
    paymentTerms: 30,
    ...overrides,
  };
}

export async function createCustomer(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', 'customers/create', { token: owner.token, body: customerBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; firstName: string; lastName: string | null };
}

export function animalBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Blixten',
    color: 'Fux',
    sex: 'gelding',
    sizeCm: 162,
    dateOfBirth: '2015-05-04',
    microchipNumber: '752098100123456',
    passportNumber: '752004004123456',
    shoeingType: 'Skor runt om',
    stable: 'Lindgårdens stall',
    address: 'Stallvägen 2',
    postalCode: '741 93',
    city: 'Knivsta',
    ...overrides,
  };
}

export async function createAnimal(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', 'animals/create', { token: owner.token, body: animalBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string; customerId: string | null; nextVisit: string | null };
}

export type ProductTypes = { inventoryTypeId: string; inventorySubTypeId: string };

const referenceIds = new Map<string, string>();

/** Id of a seeded reference row by its English name, looked up once through the API. */
async function referenceId(owner: { token: string }, path: string, nameEn: string): Promise<string> {
  const key = `${path}|${nameEn}`;
  const known = referenceIds.get(key);
  if (known) return known;
  const res = await call('GET', path, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = (res.body.data as Array<{ id: string; nameEn: string }>).find((r) => r.nameEn === nameEn);
  if (!row) throw new Error(`no ${nameEn} in ${path}`);
  referenceIds.set(key, row.id);
  return row.id;
}

/** A seeded inventory type and one of its sub-types (Horseshoes → Steel shoes unless named). */
export async function inventoryTypeIds(
  owner: { token: string },
  type = 'Horseshoes',
  subType = 'Steel shoes',
): Promise<ProductTypes> {
  const inventoryTypeId = await referenceId(owner, 'inventoryTypes/suggestions', type);
  const inventorySubTypeId = await referenceId(
    owner,
    `inventorySubTypes/suggestions?typeId=${inventoryTypeId}`,
    subType,
  );
  return { inventoryTypeId, inventorySubTypeId };
}

export function productBody(types: ProductTypes, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Stålsko fram',
    brandName: 'Mustad',
    ...types,
    size: '2',
    category: 'Skor',
    subcategory: 'Fram',
    unit: 'par',
    purchasePrice: 89.5,
    sellingPrice: 149,
    vatPercent: 25,
    stockQuantity: 24,
    minimumReorderLevel: 6,
    supplier: 'Hovslagarbutiken AB',
    lastPurchaseDate: '2025-01-15',
    ...overrides,
  };
}

export async function createProduct(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const body = productBody(await inventoryTypeIds(owner), overrides);
  const res = await call('POST', 'inventories/create', { token: owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string; lowStock: boolean; status: string };
}

/** A seeded service type by its English name (Full shoeing unless named). */
export const serviceTypeId = (owner: { token: string }, nameEn = 'Full shoeing (4 shoes)') =>
  referenceId(owner, 'serviceTypes/suggestions', nameEn);

export function serviceBody(category: string, overrides: Record<string, unknown> = {}) {
  return {
    category,
    service: 'Skoning runt om',
    description: 'Verkning och fyra nya stålskor, inklusive söm.',
    price: 1450,
    unit: 1,
    vatPercent: 25,
    ...overrides,
  };
}

export async function createService(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const body = serviceBody(await serviceTypeId(owner), overrides);
  const res = await call('POST', 'services/create', { token: owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; service: string; status: string };
}

/** A Swedish day `days` from today (YYYY-MM-DD). */
export const dayFromToday = (days: number) => addDays(todayInStockholm(), days);

/** A booking tomorrow 09:00–10:00 unless overridden (the clash warning is for tests that look for it). */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  const day = dayFromToday(1);
  return { startDate: day, startTime: '09:00', endDate: day, endTime: '10:00', ...overrides };
}

export async function createBooking(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const body = bookingBody({ allowClash: true, ...overrides });
  const res = await call('POST', 'bookings/create', { token: owner.token, body });
  if (res.status !== 201) throw new Error(`createBooking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
