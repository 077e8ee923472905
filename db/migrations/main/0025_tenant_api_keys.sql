CREATE TABLE "tenant_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_id" text NOT NULL,
	"last_four" text NOT NULL,
	"secret_hash" text NOT NULL,
	"previous_secret_hash" text,
	"permissions" jsonb NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"created_by_email" text,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"replaced_by_id" uuid,
	"rolled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_api_keys" ADD CONSTRAINT "tenant_api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_api_keys" ADD CONSTRAINT "tenant_api_keys_replaced_by_id_tenant_api_keys_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."tenant_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_api_keys_key_id_key" ON "tenant_api_keys" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "tenant_api_keys_tenant_created_at_idx" ON "tenant_api_keys" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
-- A tenant's keys belong to it like its payments: its list reads them as billing_tenant_reader
-- (0022_tenant_row_security), bounded to the tenant set for the transaction.
GRANT SELECT ON tenant_api_keys TO billing_tenant_reader;
--> statement-breakpoint
ALTER TABLE tenant_api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON tenant_api_keys FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
