// A record's history as the API answers it (GET <records>/history/{id}): who did what, when — ids, field names and
// statuses only, never copies of what was written (a journal's amendments keep their own texts). The screens' history
// list and every record with a life (bookings now; journals and invoices next) share this shape.
import { z } from 'zod';

/**
 * What can happen to a record with a life; journals add being shared (a read-only link made: `shared`) and every
 * link revoked (`share_ended`) — never the link's code.
 */
export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'status_changed',
  'deleted',
  'shared',
  'share_ended',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyEventSchema = z
  .object({
    id: z.uuid(),
    action: z.enum(HISTORY_ACTIONS),
    at: z.string().meta({ description: 'ISO 8601 instant' }),
    /** Who did it; null for the system (a job) or a user since removed. */
    user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** `updated`: the names of the fields that changed, as the API's input names them (startDate, animalIds, …). */
    fields: z.array(z.string()),
    /** `status_changed`: the status before and after. */
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .meta({ id: 'HistoryEvent' });
export type HistoryEvent = z.output<typeof historyEventSchema>;
