// Customer routes (spec 7, Customers row).
import 'server-only';
import {
  customerDetailsSchema,
  customerInput,
  customerListQuery,
  customerSchema,
  customerSuggestionSchema,
} from '@/lib/validation/customer';
import { suggestionsQuery } from '@/lib/validation/list';
import { customerSuggestions, getCustomer, listCustomers } from '@/server/customers/read-customers';
import { createCustomer, setCustomerStatus, updateCustomer } from '@/server/customers/write-customers';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Customers', noun: 'customer' });
export const customerRoutes = routes.app;

// POST /customers/create — a new customer of the caller's business
routes.create('/customers/create', {
  access: { role: 'staff' },
  summary: 'Create a customer',
  body: customerInput,
  response: customerSchema,
  useCase: createCustomer,
});

// GET /customers/details/{id} — one customer with their animals
routes.details('/customers/details/{id}', {
  access: { role: 'staff' },
  summary: 'A customer and their animals',
  response: customerDetailsSchema,
  useCase: getCustomer,
});

// PUT /customers/update/{id} — replaces the customer's fields (omitted optional fields are cleared)
routes.update('/customers/update/{id}', {
  access: { role: 'staff' },
  summary: 'Update a customer (all fields, as the form sends them)',
  body: customerInput,
  response: customerDetailsSchema,
  useCase: updateCustomer,
});

// GET /customers/list — search, status filter, sort, cursor pagination (?ferrierId may only name the caller)
routes.list('/customers/list', {
  access: { role: 'staff' },
  summary:
    'List customers: ?search, ?status=all|active|inactive, ?sort=name|newest|city, ?cursor, ?limit ≤ 200',
  query: customerListQuery,
  row: customerSchema,
  useCase: listCustomers,
});

// GET /customers/suggestions — active customers matching ?search, for pickers
routes.suggestions('/customers/suggestions', {
  access: { role: 'staff' },
  summary: 'Active customers matching an optional search, best first',
  query: suggestionsQuery,
  row: customerSuggestionSchema,
  useCase: customerSuggestions,
});

// PATCH /customers/update-status/{id} — active ↔ inactive
routes.updateStatus('/customers/update-status/{id}', {
  access: { role: 'staff' },
  summary: 'Set a customer active or inactive (inactive ones leave the suggestions)',
  useCase: setCustomerStatus,
});
