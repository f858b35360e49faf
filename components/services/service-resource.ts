// The services as the record kit sees them: their list is the inventory's second tab.
import { recordResource } from '@/components/record/record-resource';
import { serviceQueries } from '@/lib/client/queries/services';
import type { Service } from '@/lib/client/service-api';

export const SERVICES = recordResource({
  namespace: 'services',
  route: 'inventory-service',
  listHref: '/inventory-management?tab=services',
  queries: serviceQueries,
  name: (service: Service) => service.service,
});
