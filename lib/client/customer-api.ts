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
import { api, listQuery, read, readPage, type ListQuery, type Page } from './api-client';

export type { ActiveStatus } from '@/lib/validation/list';

export type Customer = z.output<typeof customerSchema>;
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerAnimal = CustomerDetails['animals'][number];
export type CustomerSuggestion = z.output<typeof customerSuggestionSchema>;

export const fetchCustomerPage = (query: ListQuery, signal?: AbortSignal): Promise<Page<Customer>> =>
  readPage(api.GET('/customers/list', { params: { query: listQuery('/customers/list', query) }, signal }));

export const fetchCustomer = (id: string, signal?: AbortSignal): Promise<CustomerDetails> =>
  read(api.GET('/customers/details/{id}', { params: { path: { id } }, signal }));

export const createCustomer = (body: CustomerOutput): Promise<Customer> =>
  read(api.POST('/customers/create', { body }));

/** Full replacement: fields left out are cleared. */
export const updateCustomer = (id: string, body: CustomerOutput): Promise<CustomerDetails> =>
  read(api.PUT('/customers/update/{id}', { params: { path: { id } }, body }));

export const setCustomerStatus = (id: string, status: ActiveStatus): Promise<StatusResult> =>
  read(api.PATCH('/customers/update-status/{id}', { params: { path: { id } }, body: { status } }));
