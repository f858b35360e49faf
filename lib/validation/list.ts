// Query parameters of every list and suggestions endpoint, and the status change body (spec 4, 7).
import { z } from 'zod';
import { optionalText } from './fields';

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
export const SEARCH_MAX = 100;

/** ?search of every list, picker and type suggestion. */
export const searchParam = () => optionalText(SEARCH_MAX);

/** The spec's animal filter says "deactive" for inactive; both are accepted. */
export const statusFilter = z
  .enum(['all', 'active', 'inactive', 'deactive'], { error: 'validation.statusFilter' })
  .transform((v) => (v === 'deactive' ? 'inactive' : v))
  .default('all');

export const listQuery = z.object({
  ferrierId: z.string().optional(),
  search: searchParam(),
  status: statusFilter,
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});
export type ListQuery = z.output<typeof listQuery>;

export const suggestionsQuery = z.object({
  search: searchParam(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SuggestionsQuery = z.output<typeof suggestionsQuery>;

export const statusInput = z.object({
  status: z.enum(['active', 'inactive'], { error: 'validation.status' }),
});
export type StatusInput = z.input<typeof statusInput>;
