ALTER TABLE "invoices" ADD COLUMN "accounting_failure" jsonb;--> statement-breakpoint
-- Failures recorded before codes were: the code from the English reason (Fortnox's own words kept as they are).
UPDATE "invoices" SET "accounting_failure" = CASE
  WHEN "accounting_error" LIKE 'The credited invoice is not in Fortnox yet%' THEN '{"code":"originalNotInFortnox"}'::jsonb
  WHEN "accounting_error" LIKE 'Fortnox is not configured%' THEN '{"code":"notConfigured"}'::jsonb
  WHEN "accounting_error" LIKE 'Fortnox could not be reached%' THEN '{"code":"unreachable"}'::jsonb
  WHEN "accounting_error" LIKE 'Fortnox (HTTP 0): the account is not connected%' THEN '{"code":"notConnected"}'::jsonb
  WHEN "accounting_error" LIKE 'Fortnox (HTTP 0):%' THEN '{"code":"unreachable"}'::jsonb
  WHEN "accounting_error" LIKE 'Fortnox (HTTP 400): the connection must be made again%' THEN '{"code":"reconnect"}'::jsonb
  WHEN "accounting_error" ~ '^Fortnox gave the number .+, which another invoice' THEN jsonb_build_object(
    'code', 'numberTaken',
    'number', substring("accounting_error" from '^Fortnox gave the number (.+), which another invoice'))
  WHEN "accounting_error" LIKE 'Fortnox (HTTP 200):%' THEN '{"code":"unexpectedAnswer"}'::jsonb
  WHEN "accounting_error" ~ '^Fortnox \(HTTP [0-9]+\): (token )?request refused$' THEN jsonb_build_object(
    'code', 'refused',
    'status', substring("accounting_error" from '^Fortnox \(HTTP ([0-9]+)\)')::int)
  WHEN "accounting_error" ~ '^Fortnox \(HTTP [0-9]+\): ' THEN jsonb_build_object(
    'code', 'refused',
    'status', substring("accounting_error" from '^Fortnox \(HTTP ([0-9]+)\)')::int,
    'fortnox', substring("accounting_error" from '^Fortnox \(HTTP [0-9]+\): (.*)$'))
  ELSE '{"code":"unknown"}'::jsonb
END
WHERE "accounting_state" = 'failed' AND "accounting_error" IS NOT NULL;
--> statement-breakpoint
-- search_invoices (0022) is SELECT * as the table was: made again so it carries the new column.
CREATE OR REPLACE VIEW "search_invoices" AS SELECT * FROM "invoices" WHERE ferrier_id = nullif(current_setting('app.ferrier_id', true), '')::uuid;
