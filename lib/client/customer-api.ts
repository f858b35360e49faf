// The customer calls of the customer screens (spec 7, "Customers"); the answers' types come from the response
// schemas the API documents (lib/validation/customer.ts).
import type { z } from 'zod';
import type {
  CustomerOutput,
  customerDetailsSchema,
  customerSchema,
  customerSuggestionSchema,
} from '@/lib/validation/customer';
import type { ActiveStatus, StatusResult } from '@/lib/validation/list';
import { apiFetch } from './api-client';

export type { ActiveStatus } from '@/lib/validation/list';

export type Customer = z.output<typeof customerSchema>;
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerAnimal = CustomerDetails['animals'][number];
export type CustomerSuggestion = z.output<typeof customerSuggestionSchema>;

export const CUSTOMER_LIST_PATH = 'customers/list';
export const customerDetailsPath = (id: string) => `customers/details/${id}`;

export const createCustomer = (body: CustomerOutput) =>
  apiFetch<Customer>('customers/create', { method: 'POST', body });

/** Full replacement: fields left out are cleared. */
export const updateCustomer = (id: string, body: CustomerOutput) =>
  apiFetch<CustomerDetails>(`customers/update/${id}`, { method: 'PUT', body });

export const setCustomerStatus = (id: string, status: ActiveStatus) =>
  apiFetch<StatusResult>(`customers/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });
