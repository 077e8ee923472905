CREATE TYPE "public"."dispute_status" AS ENUM('NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST');--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" "dispute_status" DEFAULT 'NEEDS_RESPONSE' NOT NULL,
	"evidence_due_by" timestamp with time zone NOT NULL,
	"evidence" text,
	"evidence_submitted_at" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_dispute_id_key" ON "disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_tenant_created_at_idx" ON "disputes" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_tenant_status_created_at_idx" ON "disputes" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_tenant_evidence_due_by_idx" ON "disputes" USING btree ("tenant_id","evidence_due_by","id");--> statement-breakpoint
CREATE INDEX "disputes_payment_idx" ON "disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "disputes_created_at_idx" ON "disputes" USING btree ("created_at","id");