CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed', 'logged');--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "status" "mail_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
-- Mails written before the outbox had a relay went to the log only: never send them late.
UPDATE "outbound_mail" SET "status" = 'logged';--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "last_reply" text;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbound_mail_due_idx" ON "outbound_mail" USING btree ("next_attempt_at") WHERE "outbound_mail"."status" = 'queued';