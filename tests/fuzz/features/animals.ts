// The fuzz's animals register (animals/*): a horse of the tenant's customer.
import { animalBody, createAnimal } from '../../support/factories';
import { defineFuzz, inactive } from '../support/feature';
import type { Tenant } from '../support/tenants';

const manageLink = async (t: Tenant) => ({
  animalId: await t.id('animal'),
  customerId: await t.id('customer'),
});

export default defineFuzz({
  kinds: { animal: { table: 'animals', create: async (o) => (await createAnimal(o)).id } },
  idFields: { animalId: 'animal' },
  entries: {
    'POST /animals/create': { body: async (t) => animalBody({ customerId: await t.id('customer') }) },
    'GET /animals/details/{id}': { id: 'animal' },
    'PUT /animals/update/{id}': {
      id: 'animal',
      body: async (t) => animalBody({ customerId: await t.id('customer') }),
    },
    'POST /animals/manage-link': { body: manageLink },
    'POST /animals/manage-link/': { body: manageLink },
    'PATCH /animals/update-status/{id}': { id: 'animal', body: inactive },
    'POST /animals/microchip-check': {
      body: async (t) => ({ microchipNumber: '752 098 100 123 456', animalId: await t.id('animal') }),
    },
  },
});
