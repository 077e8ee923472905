CREATE TABLE "payment_volume_hourly" (
	"tenant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint NOT NULL,
	"created" bigint NOT NULL,
	"created_amount" numeric(20, 2) NOT NULL,
	"succeeded" bigint NOT NULL,
	"succeeded_amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "payment_volume_hourly_tenant_id_hour_currency_shard_pk" PRIMARY KEY("tenant_id","hour","currency","shard")
);
--> statement-breakpoint
CREATE INDEX "payment_volume_hourly_hour_idx" ON "payment_volume_hourly" USING btree ("hour");--> statement-breakpoint
-- Kept by statement-level triggers, as payment_counts is (0003): every path that creates a payment or
-- moves one to SUCCEEDED is counted, each connection writes its own shard (backend pid mod 16), rows
-- are taken in key order. A payment counts as created in the UTC hour of its created_at, and as
-- succeeded in the hour of the update that made it SUCCEEDED (a state it never leaves).
CREATE FUNCTION "payments_volume_counted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "payment_volume_hourly" AS v ("tenant_id", "hour", "currency", "shard", "created", "created_amount", "succeeded", "succeeded_amount")
		SELECT "tenant_id", "hour", "currency", pg_backend_pid() % 16, sum("created"), sum("created_amount"), sum("succeeded"), sum("succeeded_amount") FROM (
			SELECT "tenant_id", date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "hour", "currency",
				1 AS "created", "amount" AS "created_amount", 0 AS "succeeded", 0::numeric AS "succeeded_amount" FROM "new_rows"
			UNION ALL
			SELECT "tenant_id", date_trunc('hour', "updated_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "currency", 0, 0, 1, "amount"
			FROM "new_rows" WHERE "status" = 'SUCCEEDED'
		) AS "moves"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("tenant_id", "hour", "currency", "shard") DO UPDATE SET
			"created" = v."created" + excluded."created", "created_amount" = v."created_amount" + excluded."created_amount",
			"succeeded" = v."succeeded" + excluded."succeeded", "succeeded_amount" = v."succeeded_amount" + excluded."succeeded_amount";
	ELSE
		INSERT INTO "payment_volume_hourly" AS v ("tenant_id", "hour", "currency", "shard", "created", "created_amount", "succeeded", "succeeded_amount")
		SELECT n."tenant_id", date_trunc('hour', n."updated_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', n."currency", pg_backend_pid() % 16, 0, 0, count(*), sum(n."amount")
		FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
		WHERE n."status" = 'SUCCEEDED' AND o."status" <> 'SUCCEEDED'
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("tenant_id", "hour", "currency", "shard") DO UPDATE SET
			"succeeded" = v."succeeded" + excluded."succeeded", "succeeded_amount" = v."succeeded_amount" + excluded."succeeded_amount";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_volume_counted_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_volume_counted"();
--> statement-breakpoint
CREATE TRIGGER "payments_volume_counted_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_volume_counted"();
--> statement-breakpoint
-- Payments made before this migration, counted once.
INSERT INTO "payment_volume_hourly" ("tenant_id", "hour", "currency", "shard", "created", "created_amount", "succeeded", "succeeded_amount")
SELECT "tenant_id", "hour", "currency", 0, sum("created"), sum("created_amount"), sum("succeeded"), sum("succeeded_amount") FROM (
	SELECT "tenant_id", date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "hour", "currency", 1 AS "created", "amount" AS "created_amount", 0 AS "succeeded", 0::numeric AS "succeeded_amount" FROM "payments"
	UNION ALL
	SELECT "tenant_id", date_trunc('hour', "updated_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "currency", 0, 0, 1, "amount" FROM "payments" WHERE "status" = 'SUCCEEDED'
) AS "moves"
GROUP BY 1, 2, 3;
