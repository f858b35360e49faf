// The fuzz's services register (services/*).
import { createService, serviceBody, serviceTypeId } from '../../support/factories';
import { defineFuzz, inactive } from '../support/feature';

export default defineFuzz({
  kinds: { service: { table: 'services', create: async (o) => (await createService(o)).id } },
  idFields: { serviceId: 'service' },
  entries: {
    'POST /services/create': { body: async (t) => serviceBody(await serviceTypeId(t.account)) },
    'GET /services/details/{id}': { id: 'service' },
    'PUT /services/update/{id}': {
      id: 'service',
      body: async (t) => serviceBody(await serviceTypeId(t.account)),
    },
    'PATCH /services/update-status/{id}': { id: 'service', body: inactive },
  },
});
