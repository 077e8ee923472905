CREATE TABLE "payment_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "payment_status" NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "payment_counts_tenant_id_status_currency_shard_pk" PRIMARY KEY("tenant_id","status","currency","shard")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "webhook_delivery_status" NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "webhook_delivery_counts_tenant_id_status_shard_pk" PRIMARY KEY("tenant_id","status","shard")
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_status_created_at_idx" ON "webhook_deliveries" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
-- Kept by statement-level triggers, so that no code path can change payments without counting them,
-- and a statement that writes many rows (a bulk import) updates each counter row once. A connection
-- writes its own shard (backend pid mod 16), so concurrent writers rarely wait on one row; a
-- decrement may land in another shard than its increment: only the sum means anything. Counter
-- rows are taken in key order, so two writers never wait on each other in a cycle.
CREATE FUNCTION "payments_counted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "payment_counts" AS c ("tenant_id", "status", "currency", "shard", "count")
		SELECT "tenant_id", "status", "currency", pg_backend_pid() % 16, count(*) FROM "new_rows"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("tenant_id", "status", "currency", "shard") DO UPDATE SET "count" = c."count" + excluded."count";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "payment_counts" AS c ("tenant_id", "status", "currency", "shard", "count")
		SELECT "tenant_id", "status", "currency", pg_backend_pid() % 16, -count(*) FROM "old_rows"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("tenant_id", "status", "currency", "shard") DO UPDATE SET "count" = c."count" + excluded."count";
	ELSE
		-- Only rows whose tenant, status or currency changed move a count.
		INSERT INTO "payment_counts" AS c ("tenant_id", "status", "currency", "shard", "count")
		SELECT "tenant_id", "status", "currency", pg_backend_pid() % 16, sum("delta") FROM (
			SELECT "tenant_id", "status", "currency", -1 AS "delta" FROM "old_rows"
			UNION ALL
			SELECT "tenant_id", "status", "currency", 1 FROM "new_rows"
		) AS "moves"
		GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("tenant_id", "status", "currency", "shard") DO UPDATE SET "count" = c."count" + excluded."count";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_counted_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_counted"();
--> statement-breakpoint
CREATE TRIGGER "payments_counted_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_counted"();
--> statement-breakpoint
CREATE TRIGGER "payments_counted_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_counted"();
--> statement-breakpoint
INSERT INTO "payment_counts" ("tenant_id", "status", "currency", "shard", "count")
SELECT "tenant_id", "status", "currency", 0, count(*) FROM "payments" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "webhook_deliveries_counted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "webhook_delivery_counts" AS c ("tenant_id", "status", "shard", "count")
		SELECT "tenant_id", "status", pg_backend_pid() % 16, count(*) FROM "new_rows"
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("tenant_id", "status", "shard") DO UPDATE SET "count" = c."count" + excluded."count";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "webhook_delivery_counts" AS c ("tenant_id", "status", "shard", "count")
		SELECT "tenant_id", "status", pg_backend_pid() % 16, -count(*) FROM "old_rows"
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("tenant_id", "status", "shard") DO UPDATE SET "count" = c."count" + excluded."count";
	ELSE
		-- Claims and attempts that do not change the status move nothing.
		INSERT INTO "webhook_delivery_counts" AS c ("tenant_id", "status", "shard", "count")
		SELECT "tenant_id", "status", pg_backend_pid() % 16, sum("delta") FROM (
			SELECT "tenant_id", "status", -1 AS "delta" FROM "old_rows"
			UNION ALL
			SELECT "tenant_id", "status", 1 FROM "new_rows"
		) AS "moves"
		GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
		ON CONFLICT ("tenant_id", "status", "shard") DO UPDATE SET "count" = c."count" + excluded."count";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_counted_insert" AFTER INSERT ON "webhook_deliveries"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "webhook_deliveries_counted"();
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_counted_update" AFTER UPDATE ON "webhook_deliveries"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "webhook_deliveries_counted"();
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_counted_delete" AFTER DELETE ON "webhook_deliveries"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "webhook_deliveries_counted"();
--> statement-breakpoint
INSERT INTO "webhook_delivery_counts" ("tenant_id", "status", "shard", "count")
SELECT "tenant_id", "status", 0, count(*) FROM "webhook_deliveries" GROUP BY 1, 2;
