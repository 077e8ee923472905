ALTER TABLE "analytics"."audit_events" ADD COLUMN "person_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."audit_events" ADD COLUMN "person_email" text;