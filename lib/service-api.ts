// The service calls of the inventory screens (spec 7, "Services"); shapes as server/api/routes/services.ts.
import type { ServiceOutput } from '@/lib/validation/service';
import { apiFetch } from './api-client';
import type { ActiveStatus } from './inventory-api';

export interface Service {
  id: string;
  /** The service's name. */
  service: string;
  /** Service type id (serviceTypes/suggestions). */
  category: string | null;
  /** In the request language. */
  categoryName: string | null;
  description: string | null;
  /** Kronor excl. VAT, and the same in öre. */
  price: number;
  priceOre: number;
  /** 1 = per piece/occasion, 2 = per hour. */
  unit: number;
  vatPercent: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export const SERVICE_LIST_PATH = 'services/list';
export const serviceDetailsPath = (id: string) => `services/details/${id}`;
export const SERVICE_TYPES_PATH = 'serviceTypes/suggestions';

export const createService = (body: ServiceOutput) =>
  apiFetch<Service>('services/create', { method: 'POST', body });

/** Full replacement of the service's fields. */
export const updateService = (id: string, body: ServiceOutput) =>
  apiFetch<Service>(`services/update/${id}`, { method: 'PUT', body });

export const setServiceStatus = (id: string, status: ActiveStatus) =>
  apiFetch<{ id: string; status: ActiveStatus }>(`services/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });
