CREATE TYPE "public"."price_interval" AS ENUM('day', 'week', 'month', 'year');--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text,
	"email_search" text GENERATED ALWAYS AS (lower(email)) STORED,
	"name" text,
	"external_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nickname" text,
	"currency" text NOT NULL,
	"unit_amount" bigint NOT NULL,
	"recurring_interval" "price_interval",
	"recurring_interval_count" integer,
	"trial_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_external_id_key" ON "customers" USING btree ("tenant_id","external_id") WHERE "customers"."deleted_at" is null and "customers"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_tenant_created_at_idx" ON "customers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_tenant_email_search_idx" ON "customers" USING btree ("tenant_id","email_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_tenant_external_id_prefix_idx" ON "customers" USING btree ("tenant_id","external_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "prices_tenant_created_at_idx" ON "prices" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prices_tenant_active_created_at_idx" ON "prices" USING btree ("tenant_id","active","created_at","id");
--> statement-breakpoint
-- A tenant's customers and prices belong to it like its payments: its lists read them as
-- billing_tenant_reader (0022_tenant_row_security), bounded to the tenant set for the transaction.
GRANT SELECT ON customers, prices TO billing_tenant_reader;
--> statement-breakpoint
ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE prices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON customers FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON prices FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
