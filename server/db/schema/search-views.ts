// The registers' search views (db/migrations/0007_search_views.sql): each register's rows of the transaction's tenant,
// read with the owner's rights so the planner may use the trigram and sort indexes for ?search, which it may not behind
// the policies (LIKE is not leakproof). Read only by server/db/registers.ts, for the ids of matching rows; granted to
// the app role for reading only (scripts/db/app-role.ts).
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { animals } from './animals';
import { customers } from './customers';
import { products } from './inventory';
import { invoices } from './invoices';
import { journals } from './journals';
import { services } from './services';

/** The registers that have a search view. */
export const SEARCHED_TABLES: PgTable[] = [customers, animals, products, services, journals, invoices];

/** The search view of a register: `search_<table>`. */
export const searchView = (table: PgTable) => `search_${getTableName(table)}`;

export const SEARCH_VIEWS: string[] = SEARCHED_TABLES.map(searchView);
