CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"user_id" text NOT NULL,
	"description" text,
	"metadata" jsonb,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"failure_reason" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_tenant_created_at_idx" ON "payments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_tenant_status_created_at_idx" ON "payments" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_tenant_currency_created_at_idx" ON "payments" USING btree ("tenant_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "payments_tenant_amount_idx" ON "payments" USING btree ("tenant_id","amount","id");--> statement-breakpoint
CREATE INDEX "payments_tenant_updated_at_idx" ON "payments" USING btree ("tenant_id","updated_at","id");