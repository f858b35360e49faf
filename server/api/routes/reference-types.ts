// Type pickers of the inventory and service forms (spec 7, Inventory and Services rows): global reference data,
// names in the request language.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { searchParam } from '@/lib/validation/list';
import {
  inventorySubTypeSuggestions,
  inventoryTypeSuggestions,
} from '@/server/inventory/read-inventory-types';
import { serviceTypeSuggestions } from '@/server/services/read-service-types';
import { requireAuth } from '../middleware/auth';
import { arrayOf, authErrorResponses, bearerSecurity } from '../openapi';
import type { AppEnv } from '../types';

const names = {
  id: z.uuid(),
  nameEn: z.string(),
  nameSv: z.string(),
  name: z.string().openapi({ description: 'In the request language (Accept-Language)' }),
};
const inventoryType = z.object(names).openapi('InventoryType');
const inventorySubType = z.object({ ...names, typeId: z.uuid() }).openapi('InventorySubType');
const serviceType = z.object(names).openapi('ServiceType');

const search = searchParam();
const searchQuery = z.object({ search });
const subTypesQuery = z.object({
  typeId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.inventoryType') }),
  ),
  search,
});

export const referenceTypeRoutes = new OpenAPIHono<AppEnv>();
const common = { security: bearerSecurity, middleware: requireAuth };

// GET /inventoryTypes/suggestions — horseshoes, nails, pads, studs… (optional ?search)
referenceTypeRoutes.openapi(
  createRoute({
    ...common,
    tags: ['Inventory'],
    method: 'get',
    path: '/inventoryTypes/suggestions',
    summary: 'Product types matching an optional search (English or Swedish name)',
    request: { query: searchQuery },
    responses: { 200: arrayOf(inventoryType, 'Types in alphabetical order'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await inventoryTypeSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);

// GET /inventorySubTypes/suggestions — sub-types of ?typeId (required), optional ?search
referenceTypeRoutes.openapi(
  createRoute({
    ...common,
    tags: ['Inventory'],
    method: 'get',
    path: '/inventorySubTypes/suggestions',
    summary: 'Sub-types of one product type (?typeId required), matching an optional search',
    request: { query: subTypesQuery },
    responses: { 200: arrayOf(inventorySubType, 'Sub-types in alphabetical order'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await inventorySubTypeSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);

// GET /serviceTypes/suggestions — trimming, full shoeing, remedial shoeing… (optional ?search)
referenceTypeRoutes.openapi(
  createRoute({
    ...common,
    tags: ['Services'],
    method: 'get',
    path: '/serviceTypes/suggestions',
    summary: 'Service types (the services’ categories) matching an optional search',
    request: { query: searchQuery },
    responses: { 200: arrayOf(serviceType, 'Types in alphabetical order'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await serviceTypeSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);
