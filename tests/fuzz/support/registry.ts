// What the generated suites cannot read from the OpenAPI document: a valid request to start from (the fuzz changes
// one thing at a time from it, so hostile values reach the code behind validation), what an {id} names, and what a
// success does to the session. An operation with a body, an {id} or a required query parameter needs an entry;
// tests/fuzz/coverage.test.ts names what is missing.
import { call } from '../../support/api-client';
import {
  animalBody,
  bookingBody,
  customerBody,
  inventoryTypeIds,
  productBody,
  serviceBody,
  serviceTypeId,
  signUpBody,
} from '../../support/factories';
import type { ApiResult } from '../../support/api-client';
import type { IdKind, Tenant } from './tenants';

export type Json = Record<string, unknown>;

export type Entry = {
  /** What the path's {id} names. */
  id?: IdKind;
  /** Valid values for the path's other parameters (a feed's {file}), for the caller. */
  params?: (t: Tenant) => Record<string, string> | Promise<Record<string, string>>;
  /** A valid JSON body for the caller (called once per request: may make fresh emails). */
  body?: (t: Tenant) => Json | Promise<Json>;
  /** Valid values for query parameters the operation requires. */
  query?: (t: Tenant) => Record<string, string> | Promise<Record<string, string>>;
  /** What the baseline request answers when that is not a success (a login with an unknown email: 401). */
  baselineStatus?: number[];
  /** What a success does to the caller's session: log in again, or the account is gone (a new one is made). */
  after2xx?: 'relogin' | 'new-account' | ((t: Tenant, res: ApiResult, body: Json | undefined) => void);
};

let emails = 0;
const freshEmail = () => `fuzz-${process.pid}-${Date.now().toString(36)}-${++emails}@example.se`;

async function firstId(t: Tenant, path: string): Promise<string> {
  const res = await call('GET', path, { token: t.token });
  const id = (res.body?.data as Array<{ id: string }> | undefined)?.[0]?.id;
  if (!id) throw new Error(`no row in ${path}: ${JSON.stringify(res.body)}`);
  return id;
}

const status = () => ({ status: 'inactive' });

/** The caller's calendar feed file, `<token>.ics`, as icalendar/token hands it out (made on first use). */
async function feedFile(t: Tenant): Promise<Record<string, string>> {
  const res = await call('GET', 'icalendar/token', { token: t.token });
  const file = /\/icalendar\/feed\/([^/]+)$/.exec(String(res.body?.data?.url))?.[1];
  if (!file) throw new Error(`no feed URL: ${JSON.stringify(res.body)}`);
  return { file };
}

const manageLink = async (t: Tenant) => ({
  animalId: await t.id('animal'),
  customerId: await t.id('customer'),
});

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

export const REGISTRY: Record<string, Entry> = {
  'POST /ferriers/create': { body: () => signUpBody({ email: freshEmail() }) },
  'POST /ferriers/verifyemail': {
    body: () => ({ email: freshEmail(), otp: '123456' }),
    baselineStatus: [400],
  },
  'POST /ferriers/resend-otp': { body: () => ({ email: freshEmail() }) },
  'POST /ferriers/login': {
    body: () => ({ email: freshEmail(), password: 'Hovslag-Test1!' }),
    baselineStatus: [401],
  },
  'POST /ferriers/restore': {
    body: () => ({ email: freshEmail(), password: 'Hovslag-Test1!' }),
    baselineStatus: [401],
  },
  'POST /ferriers/logout': { after2xx: 'relogin' },
  'POST /ferriers/forgot-password': { body: () => ({ email: freshEmail() }) },
  'POST /ferriers/reset-password': {
    body: () => ({ token: 'fuzz0token0that0was0never0issued', newPassword: 'Ny-Hovslag-2026!' }),
    baselineStatus: [400],
  },
  'GET /ferriers/details/{id}': { id: 'ferrier' },
  'PUT /ferriers/update/{id}': {
    id: 'ferrier',
    body: (t) => ({
      firstName: 'Åsa',
      lastName: 'Lind-Berg',
      title: 'Hovslagare',
      email: t.account.email,
      phone: '070-123 45 67',
      organizationName: 'Lind-Bergs Hovslageri',
      organizationNumber: '556016-0680',
      address: 'Ängsgatan 5',
      postNumber: '753 20',
      postPlace: 'Uppsala',
      vatNumber: 'SE556016068001',
      fTax: true,
      language: 'sv',
    }),
  },
  'PUT /ferriers/change-password/{id}': {
    id: 'ferrier',
    body: (t) => ({ oldPassword: t.account.password, newPassword: `${t.account.password}9` }),
    after2xx: (t, res, body) => {
      t.account.token = res.body.data.token as string;
      t.account.password = String(body?.newPassword);
    },
  },
  'POST /ferriers/change-email/{id}': { id: 'ferrier', body: () => ({ newEmail: freshEmail() }) },
  // No code was mailed to a fresh address: the baseline is a wrong code, and nothing is counted or changed.
  'POST /ferriers/confirm-email-change/{id}': {
    id: 'ferrier',
    body: () => ({ newEmail: freshEmail(), otp: '123456' }),
    baselineStatus: [400],
  },
  'DELETE /ferriers/delete/{id}': { id: 'ferrier', after2xx: 'new-account' },

  'GET /paymentMethods/get/{id}': { id: 'ferrier' },
  'PUT /paymentMethods/update/{id}': {
    id: 'ferrier',
    body: () => ({
      bankgiro: '5050-1055',
      plusgiro: '90 20 03-3',
      bankClearing: '8327-9',
      bankAccount: '123 456 789-7',
      swishNumber: '123 456 78 90',
    }),
  },

  'POST /customers/create': { body: () => customerBody() },
  'GET /customers/details/{id}': { id: 'customer' },
  'PUT /customers/update/{id}': { id: 'customer', body: () => customerBody() },
  'PATCH /customers/update-status/{id}': { id: 'customer', body: status },

  'GET /files/{id}': { id: 'file' },

  'POST /inventories/create': { body: async (t) => productBody(await inventoryTypeIds(t.account)) },
  'GET /inventories/details/{id}': { id: 'product' },
  'PUT /inventories/update/{id}': {
    id: 'product',
    body: async (t) => productBody(await inventoryTypeIds(t.account)),
  },
  'PATCH /inventories/update-status/{id}': { id: 'product', body: status },
  'POST /inventories/adjust-stock/{id}': { id: 'product', body: () => ({ change: 1 }) },

  'POST /services/create': { body: async (t) => serviceBody(await serviceTypeId(t.account)) },
  'GET /services/details/{id}': { id: 'service' },
  'PUT /services/update/{id}': {
    id: 'service',
    body: async (t) => serviceBody(await serviceTypeId(t.account)),
  },
  'PATCH /services/update-status/{id}': { id: 'service', body: status },

  'POST /bookings/create': { body: (t) => booking(t) },
  'GET /bookings/details/{id}': { id: 'booking' },
  'GET /bookings/history/{id}': { id: 'booking' },
  'PUT /bookings/update/{id}': { id: 'booking', body: (t) => booking(t) },
  'PATCH /bookings/update-status/{id}': { id: 'booking', body: () => ({ status: 'cancelled' }) },

  'GET /inventorySubTypes/suggestions': {
    query: async (t) => ({ typeId: (await inventoryTypeIds(t.account)).inventoryTypeId }),
  },
  'GET /categories/animalBreeds/suggestions': {
    query: async (t) => ({ animalTypeId: await firstId(t, 'categories/animalTypes/suggestions') }),
  },

  'POST /animals/create': { body: async (t) => animalBody({ customerId: await t.id('customer') }) },
  'GET /animals/details/{id}': { id: 'animal' },
  'PUT /animals/update/{id}': {
    id: 'animal',
    body: async (t) => animalBody({ customerId: await t.id('customer') }),
  },
  'POST /animals/manage-link': { body: manageLink },
  'POST /animals/manage-link/': { body: manageLink },
  'PATCH /animals/update-status/{id}': { id: 'animal', body: status },
  'POST /animals/microchip-check': {
    body: async (t) => ({ microchipNumber: '752 098 100 123 456', animalId: await t.id('animal') }),
  },

  'GET /icalendar/feed/{file}': { params: feedFile },

  'POST /contact/send': {
    body: () => ({
      name: 'Karin Sjöström',
      email: freshEmail(),
      message: 'Hej! Hur fungerar journalerna i appen?',
    }),
  },
  'POST /contact/book-demo': {
    body: () => ({
      name: 'Karin Sjöström',
      email: freshEmail(),
      phone: '+46 70-123 45 67',
      company: 'Sjöströms Hovvård',
      profession: 'farrier',
      preferredTime: 'Tisdagar förmiddag',
      message: 'Vi är tre hovslagare.',
    }),
  },
  'GET /booking-responses/{token}': { params: neverIssuedToken, baselineStatus: [404] },
  'POST /booking-responses/{token}': {
    params: neverIssuedToken,
    body: () => ({ answer: 'confirmed' }),
    baselineStatus: [404],
  },
};

/**
 * Body and query fields that carry ids, by name: the kind of tenant-owned thing they name (the isolation matrix
 * sends the other tenant's), "reference" for shared reference data every tenant may read, or "not-an-id". A field
 * that looks like an id (format uuid or a name ending in Id) and is not listed fails tests/fuzz/coverage.test.ts.
 */
export const ID_FIELDS: Record<string, IdKind | 'reference' | 'not-an-id'> = {
  ferrierId: 'ferrier',
  customerId: 'customer',
  animalId: 'animal',
  animalTypeId: 'reference',
  breedId: 'reference',
  typeId: 'reference',
  inventoryTypeId: 'reference',
  inventorySubTypeId: 'reference',
  personalId: 'not-an-id', // a personnummer
  staffId: 'user',
  serviceId: 'service',
};

/** Looks like an id: the fuzz sends non-uuids and other tenants' ids there, the matrix the other tenant's. */
export const looksLikeId = (name: string, schema: { format?: string }) =>
  schema.format === 'uuid' || /Id$/.test(name);

/** An alias is fuzzed with the entry of the operation it stands for. */
export function entryFor(op: { key: string; aliasOf?: string }): Entry | undefined {
  return REGISTRY[op.aliasOf ?? op.key];
}
