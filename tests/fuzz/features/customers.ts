// The fuzz's customers register (customers/*).
import { createCustomer, customerBody } from '../../support/factories';
import { defineFuzz, inactive } from '../support/feature';

export default defineFuzz({
  kinds: { customer: { table: 'customers', create: async (o) => (await createCustomer(o)).id } },
  idFields: { customerId: 'customer', personalId: 'not-an-id' /* a personnummer */ },
  entries: {
    'POST /customers/create': { body: () => customerBody() },
    'GET /customers/details/{id}': { id: 'customer' },
    'PUT /customers/update/{id}': { id: 'customer', body: () => customerBody() },
    'PATCH /customers/update-status/{id}': { id: 'customer', body: inactive },
  },
});
