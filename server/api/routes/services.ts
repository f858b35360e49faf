// Service routes (spec 7, Services row): what the farrier sells besides products — shoeing, trimming, travel.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { listQuery, statusInput, suggestionsQuery } from '@/lib/validation/list';
import { serviceInput } from '@/lib/validation/service';
import { VAT_RATES } from '@/lib/vat';
import { getService, listServices, serviceSuggestions } from '@/server/services/read-services';
import { createService, setServiceStatus, updateService } from '@/server/services/write-services';
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

const UNIT_DESCRIPTION = 'Unit code: 1 = per piece/occasion (a shoeing, a trim), 2 = per hour';
const VAT_DESCRIPTION = `VAT rate in percent, one of ${VAT_RATES.join(', ')}`;

const serviceSchema = z
  .object({
    id: z.uuid(),
    service: z.string().openapi({ description: 'The service name', example: 'Skoning runt om' }),
    category: z.uuid().nullable().openapi({ description: 'Service type id (serviceTypes/suggestions)' }),
    categoryName: z.string().nullable().openapi({ description: 'In the Accept-Language language' }),
    description: z.string().nullable(),
    price: z.number().openapi({ description: 'Kronor, excluding VAT', example: 1450 }),
    priceOre: z.number().int().openapi({ description: 'The same in öre', example: 145000 }),
    unit: z.number().int().openapi({ description: UNIT_DESCRIPTION, example: 1 }),
    vatPercent: z.number().openapi({ description: VAT_DESCRIPTION }),
    status: z.enum(['active', 'inactive']),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Service');

const suggestion = z.object({
  id: z.uuid(),
  service: z.string(),
  categoryName: z.string().nullable(),
  price: z.number(),
  priceOre: z.number().int(),
  unit: z.number().int().openapi({ description: UNIT_DESCRIPTION }),
  vatPercent: z.number(),
});

const serviceListQuery = listQuery.extend({
  sort: z.enum(['name', 'newest', 'price'], { error: 'validation.invalid' }).default('name'),
});

const serviceBody = jsonBody(
  serviceInput.meta({
    description:
      'All fields required (spec 5): category (a service type id), service (name, ≤ 100), description (≤ 2000), ' +
      `price in kronor > 0 with at most 2 decimals (stored as öre), unit (${UNIT_DESCRIPTION}), ` +
      `vatPercent (${VAT_DESCRIPTION}). Numbers may also be sent as text ("650,50").`,
  }),
);

export const serviceRoutes = new OpenAPIHono<AppEnv>();
const common = { tags: ['Services'], security: bearerSecurity, middleware: requireAuth };

// POST /services/create — a new service; `services/create:` (the spec's stray colon) is the same route, undocumented
for (const path of ['/services/create', '/services/create:']) {
  serviceRoutes.openapi(
    createRoute({
      ...common,
      method: 'post',
      path,
      hide: path.endsWith(':'),
      summary: 'Create a service (also answers at services/create: — the path older clients call)',
      request: { body: serviceBody },
      responses: { 201: dataOf(serviceSchema, 'Created'), ...authErrorResponses },
    }),
    async (c) => c.json({ data: await createService(c.var.auth, c.req.valid('json')) }, 201),
  );
}

// GET /services/details/{id} — one service with its category name
serviceRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/services/details/{id}',
    summary: 'A service, with its category named in the request language',
    request: { params: idParam },
    responses: { 200: dataOf(serviceSchema, 'The service'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await getService(c.var.auth, c.req.valid('param').id) }, 200),
);

// PUT /services/update/{id} — replaces all the service's fields
serviceRoutes.openapi(
  createRoute({
    ...common,
    method: 'put',
    path: '/services/update/{id}',
    summary: 'Update a service (all fields, as the form sends them)',
    request: { params: idParam, body: serviceBody },
    responses: { 200: dataOf(serviceSchema, 'Updated'), ...authErrorResponses },
  }),
  async (c) =>
    c.json({ data: await updateService(c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
);

// GET /services/list — search, status filter, sort, cursor pagination (?ferrierId may only name the caller)
serviceRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/services/list',
    middleware: [requireAuth, tenantQuery],
    summary:
      'List services: ?search, ?status=all|active|inactive, ?sort=name|newest|price (lowest first), ?cursor, ?limit ≤ 200',
    request: { query: serviceListQuery },
    responses: { 200: listOf(serviceSchema, 'A page of services'), ...authErrorResponses },
  }),
  async (c) => c.json(await listServices(c.var.auth, c.req.valid('query')), 200),
);

// GET /services/suggestions — active services matching ?search, for pickers
serviceRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/services/suggestions',
    summary: 'Active services matching an optional search, best first',
    request: { query: suggestionsQuery },
    responses: { 200: arrayOf(suggestion, 'Matches'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await serviceSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);

// PATCH /services/update-status/{id} — active ↔ inactive
serviceRoutes.openapi(
  createRoute({
    ...common,
    method: 'patch',
    path: '/services/update-status/{id}',
    summary: 'Set a service active or inactive (inactive ones leave the suggestions)',
    request: { params: idParam, body: jsonBody(statusInput) },
    responses: { 200: dataOf(statusResult, 'New status'), ...authErrorResponses },
  }),
  async (c) =>
    c.json(
      { data: await setServiceStatus(c.var.auth, c.req.valid('param').id, c.req.valid('json').status) },
      200,
    ),
);
