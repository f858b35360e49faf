// Enums shared by several tables, kept apart so no table file has to import another just for a type.
import { pgEnum } from 'drizzle-orm/pg-core';

/** The spec's update-status calls flip records between these (ACTIVE_STATUSES of lib/validation/list, which the API
 * speaks); inactive records stay for history (journals, invoices). Schema files import nothing of the app. */
export const activeStatus = pgEnum('active_status', ['active', 'inactive']);
