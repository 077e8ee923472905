DROP INDEX "analytics"."audit_events_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."audit_events_actor_id_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."audit_events_action_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."audit_events_target_id_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."request_log_tenant_created_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."request_log_tenant_status_created_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."request_log_tenant_path_created_at_idx";--> statement-breakpoint
DROP INDEX "analytics"."request_log_tenant_errors_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "analytics"."audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_id_at_idx" ON "analytics"."audit_events" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "analytics"."audit_events" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_target_id_at_idx" ON "analytics"."audit_events" USING btree ("target_id","at","id");--> statement-breakpoint
CREATE INDEX "request_log_tenant_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "request_log_tenant_status_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "request_log_tenant_path_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","path" text_pattern_ops,"created_at","id");--> statement-breakpoint
CREATE INDEX "request_log_tenant_errors_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","created_at","id") WHERE status >= 400;