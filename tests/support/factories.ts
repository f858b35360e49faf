// Test factories over the real API: every test makes its own accounts (random emails), never shared rows.
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

export async function createUnverifiedFerrier(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await call('POST', 'ferriers/create', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...body, ferrierId: res.body.data.ferrierId as string };
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
  return { ...account, token: login.body.data.token as string, userId: login.body.data.user.id as string };
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
