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
import { apiFetch } from './api-client';

export type Service = z.output<typeof serviceSchema>;
export type ServiceSuggestion = z.output<typeof serviceSuggestionSchema>;
export type ServiceType = z.output<typeof serviceTypeSchema>;

export const SERVICE_LIST_PATH = 'services/list';
export const serviceDetailsPath = (id: string) => `services/details/${id}`;
export const SERVICE_TYPES_PATH = 'serviceTypes/suggestions';

export const createService = (body: ServiceOutput) =>
  apiFetch<Service>('services/create', { method: 'POST', body });

/** Full replacement of the service's fields. */
export const updateService = (id: string, body: ServiceOutput) =>
  apiFetch<Service>(`services/update/${id}`, { method: 'PUT', body });

export const setServiceStatus = (id: string, status: ActiveStatus) =>
  apiFetch<StatusResult>(`services/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });
