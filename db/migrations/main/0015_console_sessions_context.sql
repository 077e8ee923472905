DROP TABLE "console_admins" CASCADE;--> statement-breakpoint
ALTER TABLE "console_sessions" ADD COLUMN "console_kind" text;--> statement-breakpoint
ALTER TABLE "console_sessions" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;