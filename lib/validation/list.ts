// Query parameters of every list and suggestions endpoint, and the status change of every register (spec 4, 7).
import { z } from 'zod';
import { isoDate } from './dates';
import { optional, optionalText } from './fields';

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
export const SEARCH_MAX = 100;

/** A register record is active or inactive; inactive ones stay for history but leave the pickers. */
export const ACTIVE_STATUSES = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
export const activeStatus = () => z.enum(ACTIVE_STATUSES);

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

/**
 * A list query of records with a life (journals/list, invoices/list): the list's own filters, then a period
 * (`from`–`to`, plain dates; `to` before `from` is "validation.range" on `to`), search and pages.
 */
export function periodListQuery<F extends z.ZodRawShape>(filters: F) {
  return z
    .object({
      ferrierId: z.string().optional(),
      ...filters,
      from: optional(isoDate()),
      to: optional(isoDate()),
      search: searchParam(),
      cursor: z.string().max(500).optional(),
      limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
    })
    .superRefine((v, ctx) => {
      const { from, to } = v as { from?: string; to?: string };
      if (from && to && to < from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.range' });
    });
}

export const suggestionsQuery = z.object({
  search: searchParam(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SuggestionsQuery = z.output<typeof suggestionsQuery>;

/** ?search of the reference-data pickers (types, breeds, categories). */
export const referenceQuery = z.object({ search: searchParam() });
export type ReferenceQuery = z.output<typeof referenceQuery>;

/** A required reference id in a query (?animalTypeId, ?typeId): missing is "required", anything else `message`. */
export const referenceParam = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ error: (i) => (i.input === undefined ? 'validation.required' : message) }),
  );

export const statusInput = z.object({
  status: z.enum(ACTIVE_STATUSES, { error: 'validation.status' }),
});
export type StatusInput = z.input<typeof statusInput>;

/** What update-status answers. */
export const statusResultSchema = z.object({ id: z.uuid(), status: activeStatus() });
export type StatusResult = z.output<typeof statusResultSchema>;
