// The fuzz's invoice documents (invoices/download/{id}, invoices/send-to-customer/{id}). An invoice of their own kind:
// a draft to a customer of the tenant with an email address, so a send can succeed (registered, stored, the mail
// queued) and so can every later one (a sent invoice may be sent again).
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import { createCustomer, dayFromToday } from '../../support/factories';
import { defineFuzz } from '../support/feature';

/** A draft invoice of the account to a customer with an email address. */
async function createSendableInvoice(owner: { token: string }): Promise<string> {
  const customer = await createCustomer(owner);
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId: customer.id,
      invoiceDate: dayFromToday(0),
      lines: [{ kind: 'other', name: 'Skoning, fyra hovar', quantity: 1, pricePerUnit: 1450, vat: 25 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

export default defineFuzz({
  kinds: { sendableInvoice: { table: 'invoices', create: createSendableInvoice } },
  entries: {
    'GET /invoices/download/{id}': { id: 'sendableInvoice' },
    'POST /invoices/send-to-customer/{id}': { id: 'sendableInvoice' },
  },
});
