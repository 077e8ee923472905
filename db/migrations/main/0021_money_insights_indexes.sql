CREATE INDEX "refunds_tenant_status_updated_at_idx" ON "refunds" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "refunds_status_updated_at_idx" ON "refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "disputes_status_evidence_due_by_idx" ON "disputes" USING btree ("status","evidence_due_by");