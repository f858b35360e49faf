// The fuzz's invoices (invoices/*): drafts of the tenant's customer with a service, a product and a free line, the
// list, drafts from a booking or a journal, status changes, locking and crediting an issued invoice.
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { createCustomer, dayFromToday } from '../../support/factories';
import { defineFuzz } from '../support/feature';
import type { Account, Tenant } from '../support/tenants';

/** An invoice of the tenant's customer, with a line of each kind that names an id and mileage. */
const invoice = async (t: Tenant) => ({
  customerId: await t.id('customer'),
  invoiceDate: dayFromToday(0),
  note: 'Fuzz',
  mileageKm: 12,
  lines: [
    {
      kind: 'service',
      serviceId: await t.id('service'),
      name: 'Skoning',
      quantity: 1,
      pricePerUnit: 1450,
      vat: 25,
    },
    {
      kind: 'product',
      productId: await t.id('product'),
      name: 'Hovolja',
      quantity: 2,
      pricePerUnit: 119,
      vat: 25,
    },
    { kind: 'other', name: 'Hovbad', quantity: 1, pricePerUnit: 99.5, discount: 10, vat: 25, unit: 2 },
  ],
});

/** A draft invoice of the account, to its own customer. */
async function createDraft(owner: Account): Promise<string> {
  const customer = await createCustomer(owner);
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId: customer.id,
      invoiceDate: dayFromToday(0),
      lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** A registered invoice of the account (numbered, with its OCR). */
async function createIssued(owner: Account): Promise<string> {
  const id = await createDraft(owner);
  const res = await call('PUT', `invoices/update-status/${id}`, {
    token: owner.token,
    body: { status: 'registered' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

export default defineFuzz({
  kinds: {
    invoice: { table: 'invoices', create: createDraft },
    issuedInvoice: { table: 'invoices', create: createIssued },
  },
  idFields: { productId: 'product', journalId: 'journal' },
  entries: {
    'POST /invoices/create': { body: (t) => invoice(t) },
    'GET /invoices/details/{id}': { id: 'invoice' },
    'GET /invoices/history/{id}': { id: 'invoice' },
    'PUT /invoices/update/{id}': { id: 'invoice', body: (t) => invoice(t) },
    'GET /invoices/bookings/{id}': { id: 'booking' },
    'GET /invoices/journals/{id}': { id: 'journal' },
    // Registered, a draft is no longer one: the operations after this one get a new draft.
    'PUT /invoices/update-status/{id}': {
      id: 'invoice',
      body: () => ({ status: 'registered' }),
      after2xx: (t) => t.forget('invoice'),
    },
    'POST /invoices/lock/{id}': { id: 'issuedInvoice' },
    'POST /invoices/credit/{id}': { id: 'issuedInvoice', after2xx: (t) => t.forget('issuedInvoice') },
  },
});
