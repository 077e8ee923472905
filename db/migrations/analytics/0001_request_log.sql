CREATE TABLE "analytics"."request_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"query" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" double precision NOT NULL,
	"correlation_id" text NOT NULL,
	"idempotency_key" text,
	"replayed" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"request_body" text,
	"error_body" text,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "analytics"."request_log_errors_hourly" (
	"tenant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"message" text NOT NULL,
	"count" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_correlation_id" text NOT NULL,
	CONSTRAINT "request_log_errors_hourly_tenant_id_hour_status_message_pk" PRIMARY KEY("tenant_id","hour","status","message")
);
--> statement-breakpoint
CREATE TABLE "analytics"."request_log_hourly" (
	"tenant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"requests" bigint NOT NULL,
	"client_errors" bigint NOT NULL,
	"server_errors" bigint NOT NULL,
	"latency_buckets" integer[] NOT NULL,
	CONSTRAINT "request_log_hourly_tenant_id_hour_pk" PRIMARY KEY("tenant_id","hour")
);
--> statement-breakpoint
CREATE INDEX "request_log_tenant_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_log_tenant_status_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_log_tenant_correlation_id_idx" ON "analytics"."request_log" USING btree ("tenant_id","correlation_id");--> statement-breakpoint
CREATE INDEX "request_log_tenant_path_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","path" text_pattern_ops,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_log_tenant_errors_created_at_idx" ON "analytics"."request_log" USING btree ("tenant_id","created_at" DESC NULLS LAST) WHERE status >= 400;--> statement-breakpoint
CREATE INDEX "request_log_created_at_idx" ON "analytics"."request_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "request_log_errors_hourly_hour_idx" ON "analytics"."request_log_errors_hourly" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "request_log_hourly_hour_idx" ON "analytics"."request_log_hourly" USING btree ("hour");