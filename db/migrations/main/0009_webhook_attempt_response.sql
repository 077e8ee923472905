ALTER TABLE "webhook_attempts" ADD COLUMN "response_excerpt" text;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_subject_idx" ON "webhook_deliveries" USING btree ("tenant_id",("payload" -> 'data' ->> 'id'));
