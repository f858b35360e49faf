// The service reads and writes of the inventory screens on the query cache: keys in keys.ts, calls in
// lib/service-api.ts.
import {
  SERVICE_LIST_PATH,
  createService,
  serviceDetailsPath,
  setServiceStatus,
  updateService,
  type Service,
} from '@/lib/client/service-api';
import type { ServiceOutput } from '@/lib/validation/service';
import { queryKeys } from './keys';
import { registerQueries } from './register';

export const serviceQueries = registerQueries<Service, Service, ServiceOutput, Service>({
  keys: queryKeys.services,
  listPath: SERVICE_LIST_PATH,
  detailsPath: serviceDetailsPath,
  create: createService,
  update: updateService,
  setStatus: setServiceStatus,
});
