// The customer reads and writes of the screens on the query cache: keys in keys.ts, calls in lib/customer-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { fetchCustomerSuggestions } from '@/lib/animal-api';
import {
  CUSTOMER_LIST_PATH,
  createCustomer,
  customerDetailsPath,
  setCustomerStatus,
  updateCustomer,
  type ActiveStatus,
  type Customer,
  type CustomerDetails,
} from '@/lib/customer-api';
import type { CustomerOutput } from '@/lib/validation/customer';
import { cursorListQuery, type ListParams } from './cursor-list';
import { queryKeys } from './keys';

const keys = queryKeys.customers;

export const customerQueries = {
  list: (params: ListParams) => cursorListQuery<Customer>(keys.list, CUSTOMER_LIST_PATH, params),
  details: (id: string) =>
    queryOptions({
      queryKey: keys.details(id),
      queryFn: ({ signal }) => apiFetch<CustomerDetails>(customerDetailsPath(id), { signal }),
    }),
  /** Active customers matching the search, best first: the owner picker. */
  suggestions: (search: string) =>
    queryOptions({
      queryKey: keys.suggestions(search),
      queryFn: ({ signal }) => fetchCustomerSuggestions(search, signal),
    }),
};

/** What a changed customer shows up in besides its own page: the lists, the owner picker, and its animals' owner. */
function useInvalidateAround() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.lists });
    void client.invalidateQueries({ queryKey: keys.allSuggestions });
    void client.invalidateQueries({ queryKey: queryKeys.animals.all });
  };
}

/** Adds a customer, or replaces the one with `id`. */
export function useSaveCustomer(id?: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateAround();
  return useMutation({
    mutationFn: (values: CustomerOutput): Promise<Customer> =>
      id ? updateCustomer(id, values) : createCustomer(values),
    onSuccess: (result) => {
      // An update answers with the whole details (animals included): the details page shows it without a call.
      if (id) client.setQueryData(keys.details(id), result as CustomerDetails);
      invalidate();
    },
  });
}

export function useSetCustomerStatus(id: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateAround();
  return useMutation({
    mutationFn: (status: ActiveStatus) => setCustomerStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData(keys.details(id), (old) => old && { ...old, status });
      invalidate();
    },
  });
}
