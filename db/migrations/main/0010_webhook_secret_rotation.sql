ALTER TABLE "tenants" ADD COLUMN "previous_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "previous_webhook_secret_expires_at" timestamp with time zone;