-- invoices/list at scale (issue 24): the summary of a customer or a customer-name search. It summed every invoice of
-- the matching customers: "ström", a fifth of the customers of the bench's account, is 20,000 of its 100,000
-- invoices, read whole for every page (p95 growth 2.39x from 1,000 invoices). It now reads invoice_customer_sums: per
-- account, customer, status, sent and locked, and the due date of invoices awaiting payment, the number of invoices
-- and their grand total. Its rows grow with the customers and their unpaid invoices, not with their history. Kept by
-- the same statement-level triggers as invoice_day_sums (0022): one function now keeps both tables.
CREATE TABLE "invoice_customer_sums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ferrier_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" "invoice_status" NOT NULL,
	"sent" boolean NOT NULL,
	"locked" boolean NOT NULL,
	"due_date" date,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"grand_total_ore" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_customer_sums_key" UNIQUE NULLS NOT DISTINCT("ferrier_id","customer_id","status","sent","locked","due_date")
);
--> statement-breakpoint
ALTER TABLE "invoice_customer_sums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_customer_sums" ADD CONSTRAINT "invoice_customer_sums_ferrier_id_ferriers_id_fk" FOREIGN KEY ("ferrier_id") REFERENCES "public"."ferriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_customer_sums" ADD CONSTRAINT "invoice_customer_sums_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "invoice_customer_sums" AS PERMISSIVE FOR ALL TO public USING (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid) WITH CHECK (ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid);
--> statement-breakpoint
-- The function of 0022 keeping both sums tables, under one set of triggers (each names only the transition tables its
-- event has), as 0022 explains: a bulk insert adds each key once, an update that changes nothing the sums key on nets
-- to zero and writes nothing, keys are written in their order (the day sums first, then the customers'), so two
-- transactions moving invoices between the same keys take the rows' locks in the same order; a delete only lowers rows
-- that exist. The customers' due date is kept only while an invoice awaits payment (registered or sent): no filter asks
-- another's, and "overdue" is a range of it. Runs as the caller, under the tables' policies.
CREATE FUNCTION "invoice_sums_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO "invoice_customer_sums" AS s
      ("ferrier_id", "customer_id", "status", "sent", "locked", "due_date", "invoice_count", "grand_total_ore")
    SELECT "ferrier_id", "customer_id", "status", "sent_at" IS NOT NULL, "locked_at" IS NOT NULL,
           CASE WHEN "status" IN ('registered', 'sent') THEN "due_date" END, count(*), sum("grand_total_ore")
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("ferrier_id", "customer_id", "status", "sent", "locked", "due_date") DO UPDATE
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
    INSERT INTO "invoice_customer_sums" AS s
      ("ferrier_id", "customer_id", "status", "sent", "locked", "due_date", "invoice_count", "grand_total_ore")
    SELECT k.ferrier_id, k.customer_id, k.status, k.sent, k.locked, k.due_date, sum(k.n), sum(k.ore)
    FROM (
      SELECT "ferrier_id", "customer_id", "status", "sent_at" IS NOT NULL AS sent, "locked_at" IS NOT NULL AS locked,
             CASE WHEN "status" IN ('registered', 'sent') THEN "due_date" END AS due_date,
             1 AS n, "grand_total_ore"::bigint AS ore
      FROM new_rows
      UNION ALL
      SELECT "ferrier_id", "customer_id", "status", "sent_at" IS NOT NULL, "locked_at" IS NOT NULL,
             CASE WHEN "status" IN ('registered', 'sent') THEN "due_date" END, -1, -"grand_total_ore"::bigint
      FROM old_rows
    ) k
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(k.n) <> 0 OR sum(k.ore) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("ferrier_id", "customer_id", "status", "sent", "locked", "due_date") DO UPDATE
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
    UPDATE "invoice_customer_sums" AS s
    SET "invoice_count" = s."invoice_count" - d.n, "grand_total_ore" = s."grand_total_ore" - d.ore
    FROM (
      SELECT "ferrier_id", "customer_id", "status", "sent_at" IS NOT NULL AS sent, "locked_at" IS NOT NULL AS locked,
             CASE WHEN "status" IN ('registered', 'sent') THEN "due_date" END AS due_date,
             count(*) AS n, sum("grand_total_ore") AS ore
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6
    ) d
    WHERE s."ferrier_id" = d.ferrier_id AND s."customer_id" = d.customer_id AND s."status" = d.status
      AND s."sent" = d.sent AND s."locked" = d.locked AND s."due_date" IS NOT DISTINCT FROM d.due_date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "invoices_day_sums_insert" ON "invoices";
--> statement-breakpoint
DROP TRIGGER "invoices_day_sums_update" ON "invoices";
--> statement-breakpoint
DROP TRIGGER "invoices_day_sums_delete" ON "invoices";
--> statement-breakpoint
DROP FUNCTION "invoice_day_sums_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoices_sums_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_sums_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoices_sums_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_sums_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoices_sums_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_sums_keep"();
--> statement-breakpoint
-- The invoices made before this migration (the table is new; the triggers above keep it from here, in this transaction).
INSERT INTO "invoice_customer_sums"
  ("ferrier_id", "customer_id", "status", "sent", "locked", "due_date", "invoice_count", "grand_total_ore")
SELECT "ferrier_id", "customer_id", "status", "sent_at" IS NOT NULL, "locked_at" IS NOT NULL,
       CASE WHEN "status" IN ('registered', 'sent') THEN "due_date" END, count(*), sum("grand_total_ore")
FROM "invoices" GROUP BY 1, 2, 3, 4, 5, 6;
