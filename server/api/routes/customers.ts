// Customer routes (spec 7, Customers row).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { customerInput } from '@/lib/validation/customer';
import { listQuery, statusInput, suggestionsQuery } from '@/lib/validation/list';
import { customerSuggestions, getCustomer, listCustomers } from '@/server/customers/read-customers';
import { createCustomer, setCustomerStatus, updateCustomer } from '@/server/customers/write-customers';
import { requireAuth, tenantQuery } from '../middleware/auth';
import {
  arrayOf,
  authErrorResponses,
  bearerSecurity,
  dataOf,
  idParam,
  jsonBody,
  listOf,
  statusResult,
} from '../openapi';
import type { AppEnv } from '../types';

const customerSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: 'E.164, e.g. +46701234567' }),
    personalId: z.string().nullable().openapi({ description: 'Personnummer as 12 digits' }),
    organizationNumber: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    billingAddress: z.string().nullable(),
    billingPostalCode: z.string().nullable(),
    billingCity: z.string().nullable(),
    paymentTerms: z.number().int(),
    status: z.enum(['active', 'inactive']),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Customer');

const customerDetails = customerSchema
  .extend({
    animals: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        status: z.enum(['active', 'inactive']),
        latestVisit: z.string().nullable(),
        nextVisit: z.string().nullable(),
      }),
    ),
  })
  .openapi('CustomerDetails');

const suggestion = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
});

const customerListQuery = listQuery.extend({
  sort: z.enum(['name', 'newest', 'city'], { error: 'validation.invalid' }).default('name'),
});

export const customerRoutes = new OpenAPIHono<AppEnv>();
const common = { tags: ['Customers'], security: bearerSecurity, middleware: requireAuth };

// POST /customers/create — a new customer of the caller's business
customerRoutes.openapi(
  createRoute({
    ...common,
    method: 'post',
    path: '/customers/create',
    summary: 'Create a customer',
    request: { body: jsonBody(customerInput) },
    responses: { 201: dataOf(customerSchema, 'Created'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await createCustomer(c.var.auth, c.req.valid('json')) }, 201),
);

// GET /customers/details/{id} — one customer with their animals
customerRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/customers/details/{id}',
    summary: 'A customer and their animals',
    request: { params: idParam },
    responses: { 200: dataOf(customerDetails, 'The customer'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await getCustomer(c.var.auth, c.req.valid('param').id) }, 200),
);

// PUT /customers/update/{id} — replaces the customer's fields (omitted optional fields are cleared)
customerRoutes.openapi(
  createRoute({
    ...common,
    method: 'put',
    path: '/customers/update/{id}',
    summary: 'Update a customer (all fields, as the form sends them)',
    request: { params: idParam, body: jsonBody(customerInput) },
    responses: { 200: dataOf(customerDetails, 'Updated'), ...authErrorResponses },
  }),
  async (c) =>
    c.json({ data: await updateCustomer(c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
);

// GET /customers/list — search, status filter, sort, cursor pagination (?ferrierId may only name the caller)
customerRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/customers/list',
    middleware: [requireAuth, tenantQuery],
    summary:
      'List customers: ?search, ?status=all|active|inactive, ?sort=name|newest|city, ?cursor, ?limit ≤ 200',
    request: { query: customerListQuery },
    responses: { 200: listOf(customerSchema, 'A page of customers'), ...authErrorResponses },
  }),
  async (c) => c.json(await listCustomers(c.var.auth, c.req.valid('query')), 200),
);

// GET /customers/suggestions — active customers matching ?search, for pickers
customerRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/customers/suggestions',
    summary: 'Active customers matching an optional search, best first',
    request: { query: suggestionsQuery },
    responses: { 200: arrayOf(suggestion, 'Matches'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await customerSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);

// PATCH /customers/update-status/{id} — active ↔ inactive
customerRoutes.openapi(
  createRoute({
    ...common,
    method: 'patch',
    path: '/customers/update-status/{id}',
    summary: 'Set a customer active or inactive (inactive ones leave the suggestions)',
    request: { params: idParam, body: jsonBody(statusInput) },
    responses: { 200: dataOf(statusResult, 'New status'), ...authErrorResponses },
  }),
  async (c) =>
    c.json(
      { data: await setCustomerStatus(c.var.auth, c.req.valid('param').id, c.req.valid('json').status) },
      200,
    ),
);
