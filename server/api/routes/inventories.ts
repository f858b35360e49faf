// Inventory (product) routes (spec 7, Inventory row), the dashboard's low-stock list, and the product type pickers.
import 'server-only';
import { suggestionsQuery } from '@/lib/validation/list';
import {
  inventorySubTypeSchema,
  inventorySubTypesQuery,
  inventoryTypeSchema,
  inventoryTypesQuery,
  lowStockItemSchema,
  lowStockQuery,
  productInput,
  productListQuery,
  productSchema,
  productSuggestionSchema,
  stockAdjustmentInput,
} from '@/lib/validation/product';
import { VAT_DESCRIPTION } from '@/lib/vat';
import {
  inventorySubTypeSuggestions,
  inventoryTypeSuggestions,
} from '@/server/inventory/read-inventory-types';
import {
  getProduct,
  listProducts,
  lowStockProducts,
  productSuggestions,
} from '@/server/inventory/read-products';
import { adjustStock } from '@/server/inventory/adjust-stock';
import { createProduct, setProductStatus, updateProduct } from '@/server/inventory/write-products';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Inventory', noun: 'product' });
export const inventoryRoutes = routes.app;

const productBody = productInput.meta({
  description:
    `Every field is required (spec 5). Prices in kronor with at most 2 decimals (89.50), stored as öre; ` +
    `${VAT_DESCRIPTION}; stock quantities ≥ 0 with at most 3 decimals; lastPurchaseDate YYYY-MM-DD, not in ` +
    'the future; the sub-type must belong to the type. Numbers may also be sent as text ("89,50").',
});

// POST /inventories/create — a new product of the caller's business
routes.create('/inventories/create', {
  access: { role: 'staff' },
  summary: 'Create a product',
  body: productBody,
  response: productSchema,
  useCase: createProduct,
});

// GET /inventories/details/{id} — one product with its type names
routes.details('/inventories/details/{id}', {
  access: { role: 'staff' },
  summary: 'A product, with its type and sub-type named in the request language',
  response: productSchema,
  useCase: getProduct,
});

// PUT /inventories/update/{id} — replaces all the product's fields
routes.update('/inventories/update/{id}', {
  access: { role: 'staff' },
  summary: 'Update a product (all fields, as the form sends them)',
  body: productBody,
  response: productSchema,
  useCase: updateProduct,
});

// POST /inventories/adjust-stock/{id} — the lists' +/−: adds a change to the stock as it stands, atomically
routes.recordAction('/inventories/adjust-stock/{id}', {
  access: { role: 'staff' },
  summary: 'Add to or take from a product’s stock (+/−) without sending the whole product',
  description:
    'Adds `change` to the stock in one statement, so simultaneous changes all count. The stock never goes below ' +
    '0: such a change answers 409 with the reason on `change` and changes nothing. Answers the product.',
  conflict: 'CONFLICT: the change would take the stock below 0 (the reason on `change`)',
  body: stockAdjustmentInput,
  response: productSchema,
  answers: 'The product with its new stock',
  useCase: adjustStock,
});

// GET /inventories/list — search, status and low-stock filters, sort, cursor pagination (?ferrierId may only name the caller)
routes.list('/inventories/list', {
  access: { role: 'staff' },
  summary:
    'List products: ?search, ?status=all|active|inactive, ?lowStock=true|false, ' +
    '?sort=name|newest|stock (stock: low stock first, by stock above the reorder level), ?cursor, ?limit ≤ 200',
  query: productListQuery,
  row: productSchema,
  useCase: listProducts,
});

// GET /inventories/suggestions — active products matching ?search, for pickers
routes.suggestions('/inventories/suggestions', {
  access: { role: 'staff' },
  summary: 'Active products matching an optional search, best first',
  query: suggestionsQuery,
  row: productSuggestionSchema,
  useCase: productSuggestions,
});

// GET /inventories/low-stock — the dashboard's reorder reminder
routes.suggestions('/inventories/low-stock', {
  access: { role: 'staff' },
  summary: 'Active products at or below their minimum reorder level, fewest in stock first (?limit ≤ 50)',
  query: lowStockQuery,
  row: lowStockItemSchema,
  answers: 'Products to reorder',
  useCase: lowStockProducts,
});

// PATCH /inventories/update-status/{id} — active ↔ inactive
routes.updateStatus('/inventories/update-status/{id}', {
  access: { role: 'staff' },
  summary: 'Set a product active or inactive (inactive ones leave the suggestions and the low-stock list)',
  useCase: setProductStatus,
});

// GET /inventoryTypes/suggestions — horseshoes, nails, pads, studs… (optional ?search)
routes.suggestions('/inventoryTypes/suggestions', {
  access: { role: 'staff' },
  summary: 'Product types matching an optional search (English or Swedish name)',
  query: inventoryTypesQuery,
  row: inventoryTypeSchema,
  answers: 'Types in alphabetical order',
  useCase: inventoryTypeSuggestions,
});

// GET /inventorySubTypes/suggestions — sub-types of ?typeId (required), optional ?search
routes.suggestions('/inventorySubTypes/suggestions', {
  access: { role: 'staff' },
  summary: 'Sub-types of one product type (?typeId required), matching an optional search',
  query: inventorySubTypesQuery,
  row: inventorySubTypeSchema,
  answers: 'Sub-types in alphabetical order',
  useCase: inventorySubTypeSuggestions,
});
