// The service reads and writes of the inventory screens on the query cache: keys in keys.ts, calls in
// lib/service-api.ts.
import {
  createService,
  fetchService,
  fetchServicePage,
  setServiceStatus,
  updateService,
  type Service,
} from '@/lib/client/service-api';
import type { ServiceOutput } from '@/lib/validation/service';
import { queryKeys } from './keys';
import { registerQueries } from './register';

export const serviceQueries = registerQueries<Service, Service, ServiceOutput, Service>({
  keys: queryKeys.services,
  readPage: fetchServicePage,
  fetchDetails: fetchService,
  create: createService,
  update: updateService,
  setStatus: setServiceStatus,
});
