-- The registers' list indexes carry the row's status and search text after the id (issue 11): a ?search that walks
-- the name order then filters on the index alone, as an index-only scan (server/db/schema/columns.ts,
-- searchableListKey). Same order, same name; services keep theirs (their search text can exceed an index entry).
DROP INDEX "customers_ferrier_id_idx";--> statement-breakpoint
DROP INDEX "animals_ferrier_id_idx";--> statement-breakpoint
DROP INDEX "products_ferrier_id_idx";--> statement-breakpoint
CREATE INDEX "customers_ferrier_id_idx" ON "customers" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id","status","search_text");--> statement-breakpoint
CREATE INDEX "animals_ferrier_id_idx" ON "animals" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id","status","search_text");--> statement-breakpoint
CREATE INDEX "products_ferrier_id_idx" ON "products" USING btree ("ferrier_id","sort_name" collate "sv-SE-x-icu","id","status","search_text");