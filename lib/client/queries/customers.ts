// The customer reads and writes of the screens on the query cache: keys in keys.ts, calls in lib/customer-api.ts.
import { queryOptions } from '@tanstack/react-query';
import { fetchCustomerSuggestions } from '@/lib/client/animal-api';
import {
  createCustomer,
  fetchCustomer,
  fetchCustomerPage,
  setCustomerStatus,
  updateCustomer,
  type Customer,
  type CustomerDetails,
} from '@/lib/client/customer-api';
import type { CustomerOutput } from '@/lib/validation/customer';
import { queryKeys } from './keys';
import { registerQueries } from './register';

const keys = queryKeys.customers;

export const customerQueries = {
  ...registerQueries<Customer, CustomerDetails, CustomerOutput, Customer>({
    keys,
    readPage: fetchCustomerPage,
    fetchDetails: fetchCustomer,
    create: createCustomer,
    update: updateCustomer,
    setStatus: setCustomerStatus,
    // An update answers with the whole details (animals included); an added customer's page fetches them.
    toDetails: (saved, id) => (id ? (saved as CustomerDetails) : undefined),
    // The owner picker, and the animals' lists and pages, which name their owner.
    related: [keys.allSuggestions, queryKeys.animals.all],
  }),
  /** Active customers matching the search, best first: the owner picker. */
  suggestions: (search: string) =>
    queryOptions({
      queryKey: keys.suggestions(search),
      queryFn: ({ signal }) => fetchCustomerSuggestions(search, signal),
    }),
};
