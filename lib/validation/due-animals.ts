// bookings/due-animals: the Today screen's "due and not booked" — the query and the row as the API answers it.
import { z } from 'zod';
import { TIME_ZONE } from '@/lib/time-zone';
import { fileUrl } from './response';

/** How far ahead a horse counts as due: what the farrier should book this week. */
export const DUE_WITHIN_DAYS = 7;

export const dueAnimalsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DueAnimalsQuery = z.output<typeof dueAnimalsQuery>;

export const dueAnimalSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    pictureUrl: fileUrl().meta({ description: 'Add ?size=thumb for the thumbnail' }),
    nextVisit: z.string().meta({ description: 'YYYY-MM-DD; never null here' }),
    overdue: z.boolean().meta({ description: `Next visit is before today (${TIME_ZONE})` }),
    owner: z
      .object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string().nullable(),
        phone: z.string().nullable().meta({ description: 'E.164' }),
      })
      .nullable(),
    stable: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  })
  .meta({ id: 'DueAnimal' });
export type DueAnimal = z.output<typeof dueAnimalSchema>;
