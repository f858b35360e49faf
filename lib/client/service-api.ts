// The service calls of the inventory screens (spec 7, "Services"); the answers' types come from the response
// schemas the API documents (lib/validation/service.ts).
import type { z } from 'zod';
import type { ActiveStatus, StatusResult } from '@/lib/validation/list';
import type {
  ServiceOutput,
  serviceSchema,
  serviceSuggestionSchema,
  serviceTypeSchema,
} from '@/lib/validation/service';
import { api, listQuery, read, readPage, type ListQuery, type Page } from './api-client';
import type { ReferenceSource } from './queries/reference';

export type Service = z.output<typeof serviceSchema>;
export type ServiceSuggestion = z.output<typeof serviceSuggestionSchema>;
export type ServiceType = z.output<typeof serviceTypeSchema>;

export const fetchServicePage = (query: ListQuery, signal?: AbortSignal): Promise<Page<Service>> =>
  readPage(api.GET('/services/list', { params: { query: listQuery('/services/list', query) }, signal }));

export const fetchService = (id: string, signal?: AbortSignal): Promise<Service> =>
  read(api.GET('/services/details/{id}', { params: { path: { id } }, signal }));

/** The service categories of the form's picker. */
export const SERVICE_TYPES: ReferenceSource<ServiceType> = {
  key: 'serviceTypes/suggestions',
  read: (signal) => read(api.GET('/serviceTypes/suggestions', { signal })),
};

export const createService = (body: ServiceOutput): Promise<Service> =>
  read(api.POST('/services/create', { body }));

/** Full replacement of the service's fields. */
export const updateService = (id: string, body: ServiceOutput): Promise<Service> =>
  read(api.PUT('/services/update/{id}', { params: { path: { id } }, body }));

export const setServiceStatus = (id: string, status: ActiveStatus): Promise<StatusResult> =>
  read(api.PATCH('/services/update-status/{id}', { params: { path: { id } }, body: { status } }));
