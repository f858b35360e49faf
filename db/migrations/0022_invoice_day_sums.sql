-- invoices/list at scale (issue 24). The list's summary (count, grand total, unpaid and overdue totals of everything the
-- filter matches) summed every matching invoice: at 100,000 invoices the unfiltered list was 3.7 times as slow as at
-- 1,000. It now reads invoice_day_sums: per account, invoice date, due date, status, sent and locked, the number of
-- invoices and their grand total, kept by statement-level triggers on invoices below. Its rows grow with the days
-- invoiced on, not with the invoices; "overdue" is a range of the due date. ?search by number reads a trigram index
-- on invoice_number through search_invoices, a search view as those of 0007_search_views.sql (LIKE is not leakproof,
-- so behind the policies no index serves it).
CREATE TABLE "invoice_day_sums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" "invoice_status" NOT NULL,
	"sent" boolean NOT NULL,
	"locked" boolean NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"grand_total_ore" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_day_sums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_day_sums" ADD CONSTRAINT "invoice_day_sums_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_day_sums_key" ON "invoice_day_sums" USING btree ("ferrier_id","invoice_date","due_date","status","sent","locked");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "invoice_day_sums" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);
--> statement-breakpoint
CREATE VIEW "search_invoices" AS SELECT * FROM "invoices" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
--> statement-breakpoint
-- One function for the three triggers (each names only the transition tables its event has). Statement-level: a bulk
-- insert (an import, the bench's seed) adds each key once, and an update that changes nothing the sums key on (a note,
-- the accounting state, the sequence) nets to zero and writes nothing, so it takes no lock on a sums row. Keys are
-- written in their order, so two transactions moving invoices between the same keys take the rows' locks in the same
-- order. A delete only lowers rows that exist: when an account is purged its sums rows may already be gone (the same
-- cascade), and a new row then would name a deleted account. Runs as the caller: for the app role the rows it writes
-- are its tenant's, as the invoices are, under the table's policy.
CREATE FUNCTION "invoice_day_sums_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_day_sums" AS s
      ("ferrier_id", "invoice_date", "due_date", "status", "sent", "locked", "invoice_count", "grand_total_ore")
    SELECT "ferrier_id", "invoice_date", "due_date", "status", "sent_at" IS NOT NULL, "locked_at" IS NOT NULL,
           count(*), sum("grand_total_ore")
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("ferrier_id", "invoice_date", "due_date", "status", "sent", "locked") DO UPDATE
      SET "invoice_count" = s."invoice_count" + excluded."invoice_count",
          "grand_total_ore" = s."grand_total_ore" + excluded."grand_total_ore";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "invoice_day_sums" AS s
      ("ferrier_id", "invoice_date", "due_date", "status", "sent", "locked", "invoice_count", "grand_total_ore")
    SELECT k.ferrier_id, k.invoice_date, k.due_date, k.status, k.sent, k.locked, sum(k.n), sum(k.ore)
    FROM (
      SELECT "ferrier_id", "invoice_date", "due_date", "status", "sent_at" IS NOT NULL AS sent,
             "locked_at" IS NOT NULL AS locked, 1 AS n, "grand_total_ore"::bigint AS ore
      FROM new_rows
      UNION ALL
      SELECT "ferrier_id", "invoice_date", "due_date", "status", "sent_at" IS NOT NULL,
             "locked_at" IS NOT NULL, -1, -"grand_total_ore"::bigint
      FROM old_rows
    ) k
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(k.n) <> 0 OR sum(k.ore) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("ferrier_id", "invoice_date", "due_date", "status", "sent", "locked") DO UPDATE
      SET "invoice_count" = s."invoice_count" + excluded."invoice_count",
          "grand_total_ore" = s."grand_total_ore" + excluded."grand_total_ore";
  ELSE
    UPDATE "invoice_day_sums" AS s
    SET "invoice_count" = s."invoice_count" - d.n, "grand_total_ore" = s."grand_total_ore" - d.ore
    FROM (
      SELECT "ferrier_id", "invoice_date", "due_date", "status", "sent_at" IS NOT NULL AS sent,
             "locked_at" IS NOT NULL AS locked, count(*) AS n, sum("grand_total_ore") AS ore
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6
    ) d
    WHERE s."ferrier_id" = d.ferrier_id AND s."invoice_date" = d.invoice_date AND s."due_date" = d.due_date
      AND s."status" = d.status AND s."sent" = d.sent AND s."locked" = d.locked;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_day_sums_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_day_sums_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoices_day_sums_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_day_sums_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoices_day_sums_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_day_sums_keep"();
--> statement-breakpoint
-- The invoices made before this migration.
INSERT INTO "invoice_day_sums"
  ("ferrier_id", "invoice_date", "due_date", "status", "sent", "locked", "invoice_count", "grand_total_ore")
SELECT "ferrier_id", "invoice_date", "due_date", "status", "sent_at" IS NOT NULL, "locked_at" IS NOT NULL,
       count(*), sum("grand_total_ore")
FROM "invoices" GROUP BY 1, 2, 3, 4, 5, 6;
