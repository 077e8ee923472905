CREATE SCHEMA "analytics";
--> statement-breakpoint
CREATE TABLE "analytics"."audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"correlation_id" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "analytics"."audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_id_at_idx" ON "analytics"."audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "analytics"."audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_events_target_id_at_idx" ON "analytics"."audit_events" USING btree ("target_id","at");