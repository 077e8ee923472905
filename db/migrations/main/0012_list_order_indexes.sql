DROP INDEX "payments_tenant_status_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_tenant_currency_created_at_idx";--> statement-breakpoint
CREATE INDEX "payments_tenant_status_created_at_idx" ON "payments" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_tenant_currency_created_at_idx" ON "payments" USING btree ("tenant_id","currency","created_at","id");