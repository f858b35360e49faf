-- Search that scales under row-level security (issue 11). PostgreSQL keeps a query's own conditions behind a table's
-- policy unless they are LEAKPROOF, and LIKE is not, so for the app role the trigram indexes never served ?search: a
-- search read the tenant row by row. These views give the registers' searches a way past that, and only that: each is
-- the owner's (whom the policies do not bind), holds the tenant filter of the policies itself, so it shows the rows of
-- the tenant the transaction names in app.ferrier_id and no other, and is granted to the app role for reading only.
-- Not security barriers, so the planner uses the trigram, sort and owner indexes as it does for the owner. They are read
-- only inside server/db/registers.ts, for the ids of matching rows, which the list then reads from the tables under
-- their policies. Each lists its table's columns as they are now: a migration that adds a column to the table makes
-- the view again (tests/api/search-plans.test.ts compares them).
CREATE VIEW "search_customers" AS SELECT * FROM "customers" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;--> statement-breakpoint
CREATE VIEW "search_animals" AS SELECT * FROM "animals" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;--> statement-breakpoint
CREATE VIEW "search_products" AS SELECT * FROM "products" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;--> statement-breakpoint
CREATE VIEW "search_services" AS SELECT * FROM "services" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
