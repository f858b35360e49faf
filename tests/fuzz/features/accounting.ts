// The fuzz's accounting calls: the connection (owner only; the fuzz's server has no Fortnox client, so connecting
// answers 409 ACCOUNTING_NOT_CONFIGURED and the callback's page always sends the browser back with "invalid"), and the
// invoice calls that ask Fortnox, on a registered invoice of the tenant (without a connection: the payment check
// answers it as it is, bookkeeping 409 ACCOUNTING_NOT_CONNECTED).
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { createCustomer, dayFromToday } from '../../support/factories';
import { defineFuzz } from '../support/feature';

/** A registered (numbered) invoice of the account. */
async function createRegisteredInvoice(owner: { token: string }): Promise<string> {
  const customer = await createCustomer(owner);
  const created = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId: customer.id,
      invoiceDate: dayFromToday(0),
      lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  const registered = await call('PUT', `invoices/update-status/${id}`, {
    token: owner.token,
    body: { status: 'registered' },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return id;
}

export default defineFuzz({
  kinds: { registeredInvoice: { table: 'invoices', create: createRegisteredInvoice } },
  entries: {
    'POST /accounting/fortnox/connect': { baselineStatus: [409] },
    'POST /invoices/check-payment-status/{id}': { id: 'registeredInvoice' },
    'POST /invoices/bookkeep/{id}': { id: 'registeredInvoice', baselineStatus: [409] },
  },
});
