// The dashboard's Today screen: what is left to book (the day's visits themselves come from bookings/list).
import 'server-only';
import { DUE_WITHIN_DAYS, dueAnimalSchema, dueAnimalsQuery } from '@/lib/validation/due-animals';
import { TIME_ZONE } from '@/lib/time-zone';
import { dueAnimals } from '@/server/bookings/due-animals';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Bookings', noun: 'booking' });
export const bookingDashboardRoutes = routes.app;

// GET /bookings/due-animals — horses due or overdue and not yet booked, soonest first
routes.suggestions('/bookings/due-animals', {
  access: { role: 'staff' },
  summary: `Active animals due within ${DUE_WITHIN_DAYS} days or overdue, not yet booked (?limit ≤ 50, default 20)`,
  description:
    `Your active animals whose next visit is on or before today + ${DUE_WITHIN_DAYS} days (today in ` +
    `${TIME_ZONE}; overdue ones included, \`overdue: true\`) and that no active booking starting today or later ` +
    'covers, ordered by next visit (overdue first). Each with its owner (and phone) and where it stands.',
  query: dueAnimalsQuery,
  row: dueAnimalSchema,
  answers: 'Animals to book',
  useCase: dueAnimals,
});
