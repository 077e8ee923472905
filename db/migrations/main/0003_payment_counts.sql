CREATE TABLE "payment_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "payment_status" NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "payment_counts_tenant_id_status_currency_shard_pk" PRIMARY KEY("tenant_id","status","currency","shard")
);
--> statement-breakpoint
-- Kept by triggers so that no code path can change a payment without counting it. A connection
-- always writes its own shard (backend pid mod 16): concurrent writers rarely share a row, and a
-- decrement may land in another shard than its increment (only the sum is meaningful).
CREATE FUNCTION "payment_counts_add"(p_tenant uuid, p_status payment_status, p_currency text, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "payment_counts" AS c ("tenant_id", "status", "currency", "shard", "count")
	VALUES (p_tenant, p_status, p_currency, pg_backend_pid() % 16, p_delta)
	ON CONFLICT ("tenant_id", "status", "currency", "shard") DO UPDATE SET "count" = c."count" + p_delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION "payments_counted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	-- Old before new: transitions only move forward, so locks are always taken in one order.
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "payment_counts_add"(OLD."tenant_id", OLD."status", OLD."currency", -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM "payment_counts_add"(NEW."tenant_id", NEW."status", NEW."currency", 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_counted_insert_delete" AFTER INSERT OR DELETE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_counted"();
--> statement-breakpoint
CREATE TRIGGER "payments_counted_update" AFTER UPDATE OF "tenant_id", "status", "currency" ON "payments"
FOR EACH ROW
WHEN (OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."currency" IS DISTINCT FROM NEW."currency")
EXECUTE FUNCTION "payments_counted"();
--> statement-breakpoint
INSERT INTO "payment_counts" ("tenant_id", "status", "currency", "shard", "count")
SELECT "tenant_id", "status", "currency", 0, count(*) FROM "payments" GROUP BY 1, 2, 3;
