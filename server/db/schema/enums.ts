// Enums shared by several tables, kept apart so no table file has to import another just for a type.
import { pgEnum } from 'drizzle-orm/pg-core';

/** The spec's update-status calls flip records between these; inactive records stay for history (journals, invoices). */
export const activeStatus = pgEnum('active_status', ['active', 'inactive']);
