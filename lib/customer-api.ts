// The customer calls of the customer screens (spec 7, "Customers"); shapes as server/api/routes/customers.ts.
import type { CustomerOutput } from '@/lib/validation/customer';
import { apiFetch } from './api-client';

export type ActiveStatus = 'active' | 'inactive';

export interface Customer {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string | null;
  /** E.164, e.g. +46701234567. */
  phone: string | null;
  /** Personnummer as 12 digits. */
  personalId: string | null;
  /** 10 digits. */
  organizationNumber: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  billingAddress: string | null;
  billingPostalCode: string | null;
  billingCity: string | null;
  paymentTerms: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerAnimal {
  id: string;
  name: string;
  status: ActiveStatus;
  /** Plain dates, YYYY-MM-DD. */
  latestVisit: string | null;
  nextVisit: string | null;
}

export interface CustomerDetails extends Customer {
  animals: CustomerAnimal[];
}

export const CUSTOMER_LIST_PATH = 'customers/list';
export const customerDetailsPath = (id: string) => `customers/details/${id}`;

export const createCustomer = (body: CustomerOutput) =>
  apiFetch<Customer>('customers/create', { method: 'POST', body });

/** Full replacement: fields left out are cleared. */
export const updateCustomer = (id: string, body: CustomerOutput) =>
  apiFetch<CustomerDetails>(`customers/update/${id}`, { method: 'PUT', body });

export const setCustomerStatus = (id: string, status: ActiveStatus) =>
  apiFetch<{ id: string; status: ActiveStatus }>(`customers/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });
