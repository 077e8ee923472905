CREATE TYPE "public"."payment_connector_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."payment_connector_status" AS ENUM('ENABLED', 'DISABLED');--> statement-breakpoint
CREATE TABLE "payment_connectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider" "payment_connector_provider" NOT NULL,
	"name" text NOT NULL,
	"status" "payment_connector_status" DEFAULT 'ENABLED' NOT NULL,
	"disabled_reason" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"secret_key" text,
	"secret_key_last_four" text,
	"webhook_secret" text,
	"webhook_secret_last_four" text,
	"account_id" text,
	"livemode" boolean DEFAULT false NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"last_event_type" text,
	"last_event_outcome" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "connector_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_connectors" ADD CONSTRAINT "payment_connectors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_connectors_default_key" ON "payment_connectors" USING btree ("tenant_id") WHERE "payment_connectors"."is_default" and "payment_connectors"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_connectors_tenant_created_at_idx" ON "payment_connectors" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_connectors_created_at_idx" ON "payment_connectors" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_connector_id_payment_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."payment_connectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_connector_pending_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."connector_id" is not null and "payments"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "refunds_provider_pending_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'PENDING' and "refunds"."provider" <> 'sandbox';--> statement-breakpoint
-- A tenant's connectors belong to it like its payments: its list reads them as billing_tenant_reader
-- (0022_tenant_row_security), bounded to the tenant set for the transaction.
GRANT SELECT ON payment_connectors TO billing_tenant_reader;
--> statement-breakpoint
ALTER TABLE payment_connectors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON payment_connectors FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
