// The services as the record kit sees them.
import type { RecordResource } from '@/components/record/record-resource';
import { useRecord } from '@/lib/queries/record';
import { serviceQueries, useSetServiceStatus } from '@/lib/queries/services';
import type { Service } from '@/lib/service-api';

export const SERVICES: RecordResource<Service, Service> = {
  namespace: 'services',
  route: 'inventory-service',
  listHref: '/inventory-management?tab=services',
  useRecord: (id, options) => useRecord(serviceQueries.details, id, options),
  useSetStatus: useSetServiceStatus,
  name: (service) => service.service,
};
