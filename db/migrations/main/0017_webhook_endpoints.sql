CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rate_limit_per_second" integer,
	"rate_next_at" timestamp with time zone,
	"is_primary" boolean DEFAULT false NOT NULL,
	"secret" text,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"failure_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "endpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "event_id" uuid;--> statement-breakpoint
-- Every delivery so far was its own event: the event's id is the delivery's.
UPDATE "webhook_deliveries" SET "event_id" = "id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "rate_slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_tenant_id_idx" ON "webhook_endpoints" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoints_primary_key" ON "webhook_endpoints" USING btree ("tenant_id") WHERE "webhook_endpoints"."is_primary";--> statement-breakpoint
CREATE INDEX "webhook_endpoints_failing_since_idx" ON "webhook_endpoints" USING btree ("failing_since") WHERE "webhook_endpoints"."enabled" and "webhook_endpoints"."failing_since" is not null;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_at_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_event_type_created_at_idx" ON "webhook_deliveries" USING btree ("tenant_id","event_type","created_at","id");--> statement-breakpoint
-- Each tenant's webhook URL becomes its primary endpoint, receiving every type; its log follows it.
INSERT INTO "webhook_endpoints" ("tenant_id", "url", "is_primary") SELECT "id", "webhook_url", true FROM "tenants" WHERE "webhook_url" IS NOT NULL;--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "endpoint_id" = e."id" FROM "webhook_endpoints" e WHERE e."tenant_id" = d."tenant_id" AND e."is_primary";