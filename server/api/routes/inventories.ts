// Inventory (product) routes (spec 7, Inventory row) and the dashboard's low-stock list.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { listQuery, statusInput, suggestionsQuery } from '@/lib/validation/list';
import { productInput } from '@/lib/validation/product';
import { VAT_RATES } from '@/lib/vat';
import {
  getProduct,
  listProducts,
  lowStockProducts,
  productSuggestions,
} from '@/server/inventory/read-products';
import { createProduct, setProductStatus, updateProduct } from '@/server/inventory/write-products';
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

const vatDescription = `VAT rate in percent, one of ${VAT_RATES.join(', ')}`;

const productSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    brandName: z.string().nullable(),
    inventoryTypeId: z.uuid().nullable(),
    inventoryTypeName: z.string().nullable().openapi({ description: 'In the Accept-Language language' }),
    inventorySubTypeId: z.uuid().nullable(),
    inventorySubTypeName: z.string().nullable(),
    size: z.string().nullable(),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
    unit: z.string().openapi({ description: "Unit of stock, e.g. 'st', 'par', 'kg', 'ask'" }),
    purchasePrice: z.number().openapi({ description: 'Kronor, excluding VAT', example: 89.5 }),
    purchasePriceOre: z.number().int().openapi({ description: 'The same in öre', example: 8950 }),
    sellingPrice: z.number().openapi({ description: 'Kronor, excluding VAT', example: 129 }),
    sellingPriceOre: z.number().int(),
    vatPercent: z.number().openapi({ description: vatDescription }),
    stockQuantity: z.number(),
    minimumReorderLevel: z.number(),
    lowStock: z.boolean().openapi({ description: 'stockQuantity ≤ minimumReorderLevel' }),
    supplier: z.string().nullable(),
    lastPurchaseDate: z.string().nullable().openapi({ description: 'YYYY-MM-DD' }),
    status: z.enum(['active', 'inactive']),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Product');

const suggestion = z.object({
  id: z.uuid(),
  name: z.string(),
  brandName: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string(),
  sellingPrice: z.number(),
  sellingPriceOre: z.number().int(),
  vatPercent: z.number(),
  stockQuantity: z.number(),
  lowStock: z.boolean(),
});

const lowStockItem = z.object({
  id: z.uuid(),
  name: z.string(),
  brandName: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string(),
  stockQuantity: z.number(),
  minimumReorderLevel: z.number(),
  supplier: z.string().nullable(),
});

const productListQuery = listQuery.extend({
  sort: z.enum(['name', 'newest', 'stock'], { error: 'validation.invalid' }).default('name'),
  lowStock: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
});

const lowStockQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const productBody = jsonBody(
  productInput.meta({
    description:
      `Every field is required (spec 5). Prices in kronor with at most 2 decimals (89.50), stored as öre; ` +
      `${vatDescription}; stock quantities ≥ 0 with at most 3 decimals; lastPurchaseDate YYYY-MM-DD, not in ` +
      'the future; the sub-type must belong to the type. Numbers may also be sent as text ("89,50").',
  }),
);

export const inventoryRoutes = new OpenAPIHono<AppEnv>();
const common = { tags: ['Inventory'], security: bearerSecurity, middleware: requireAuth };

// POST /inventories/create — a new product of the caller's business
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'post',
    path: '/inventories/create',
    summary: 'Create a product',
    request: { body: productBody },
    responses: { 201: dataOf(productSchema, 'Created'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await createProduct(c.var.auth, c.req.valid('json')) }, 201),
);

// GET /inventories/details/{id} — one product with its type names
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/inventories/details/{id}',
    summary: 'A product, with its type and sub-type named in the request language',
    request: { params: idParam },
    responses: { 200: dataOf(productSchema, 'The product'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await getProduct(c.var.auth, c.req.valid('param').id) }, 200),
);

// PUT /inventories/update/{id} — replaces all the product's fields
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'put',
    path: '/inventories/update/{id}',
    summary: 'Update a product (all fields, as the form sends them)',
    request: { params: idParam, body: productBody },
    responses: { 200: dataOf(productSchema, 'Updated'), ...authErrorResponses },
  }),
  async (c) =>
    c.json({ data: await updateProduct(c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
);

// GET /inventories/list — search, status and low-stock filters, sort, cursor pagination (?ferrierId may only name the caller)
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/inventories/list',
    middleware: [requireAuth, tenantQuery],
    summary:
      'List products: ?search, ?status=all|active|inactive, ?lowStock=true|false, ' +
      '?sort=name|newest|stock (stock: low stock first, by stock above the reorder level), ?cursor, ?limit ≤ 200',
    request: { query: productListQuery },
    responses: { 200: listOf(productSchema, 'A page of products'), ...authErrorResponses },
  }),
  async (c) => c.json(await listProducts(c.var.auth, c.req.valid('query')), 200),
);

// GET /inventories/suggestions — active products matching ?search, for pickers
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/inventories/suggestions',
    summary: 'Active products matching an optional search, best first',
    request: { query: suggestionsQuery },
    responses: { 200: arrayOf(suggestion, 'Matches'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await productSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);

// GET /inventories/low-stock — the dashboard's reorder reminder
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/inventories/low-stock',
    summary: 'Active products at or below their minimum reorder level, fewest in stock first (?limit ≤ 50)',
    request: { query: lowStockQuery },
    responses: { 200: arrayOf(lowStockItem, 'Products to reorder'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await lowStockProducts(c.var.auth, c.req.valid('query').limit) }, 200),
);

// PATCH /inventories/update-status/{id} — active ↔ inactive
inventoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'patch',
    path: '/inventories/update-status/{id}',
    summary: 'Set a product active or inactive (inactive ones leave the suggestions and the low-stock list)',
    request: { params: idParam, body: jsonBody(statusInput) },
    responses: { 200: dataOf(statusResult, 'New status'), ...authErrorResponses },
  }),
  async (c) =>
    c.json(
      { data: await setProductStatus(c.var.auth, c.req.valid('param').id, c.req.valid('json').status) },
      200,
    ),
);
