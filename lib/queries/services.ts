// The service reads and writes of the inventory screens on the query cache: keys in keys.ts, calls in
// lib/service-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ActiveStatus } from '@/lib/inventory-api';
import {
  SERVICE_LIST_PATH,
  createService,
  serviceDetailsPath,
  setServiceStatus,
  updateService,
  type Service,
} from '@/lib/service-api';
import type { ServiceOutput } from '@/lib/validation/service';
import { cursorListQuery, type ListParams } from './cursor-list';
import { queryKeys } from './keys';

const keys = queryKeys.services;

export const serviceQueries = {
  list: (params: ListParams) => cursorListQuery<Service>(keys.list, SERVICE_LIST_PATH, params),
  details: (id: string) =>
    queryOptions({
      queryKey: keys.details(id),
      queryFn: ({ signal }) => apiFetch<Service>(serviceDetailsPath(id), { signal }),
    }),
};

/** Adds a service, or replaces the one with `id`; the answer is the whole service. */
export function useSaveService(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ServiceOutput) => (id ? updateService(id, values) : createService(values)),
    onSuccess: (service) => {
      client.setQueryData(keys.details(service.id), service);
      void client.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

export function useSetServiceStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ActiveStatus) => setServiceStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData(keys.details(id), (old) => old && { ...old, status });
      void client.invalidateQueries({ queryKey: keys.lists });
    },
  });
}
