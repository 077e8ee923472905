ALTER TABLE "webhook_endpoints" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
-- The tenant's webhook URL and signing secret move to its primary endpoint, their one home. The URL
-- was kept equal in both tables; the tenant's is what the API answered, so it wins: a primary whose
-- tenant has no URL goes, as clearing the URL removed it.
DELETE FROM "webhook_endpoints" e USING "tenants" t WHERE e."tenant_id" = t."id" AND e."is_primary" AND t."webhook_url" IS NULL;--> statement-breakpoint
-- The sealed secrets move as they are (SQL cannot open and seal them again): the primary's secret
-- keeps the tenant's place (server/services/secrets/secret-places.ts), so they open where they land.
UPDATE "webhook_endpoints" e SET "url" = t."webhook_url", "secret" = t."webhook_secret", "previous_secret" = t."previous_webhook_secret", "previous_secret_expires_at" = t."previous_webhook_secret_expires_at" FROM "tenants" t WHERE e."tenant_id" = t."id" AND e."is_primary";--> statement-breakpoint
-- A tenant with a secret and no URL gets a primary without a URL, holding the secret alone.
INSERT INTO "webhook_endpoints" ("tenant_id", "url", "is_primary", "secret", "previous_secret", "previous_secret_expires_at")
SELECT t."id", t."webhook_url", true, t."webhook_secret", t."previous_webhook_secret", t."previous_webhook_secret_expires_at" FROM "tenants" t
WHERE (t."webhook_url" IS NOT NULL OR t."webhook_secret" IS NOT NULL OR t."previous_webhook_secret" IS NOT NULL)
AND NOT EXISTS (SELECT 1 FROM "webhook_endpoints" e WHERE e."tenant_id" = t."id" AND e."is_primary");--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "webhook_url";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "webhook_secret";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "previous_webhook_secret";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "previous_webhook_secret_expires_at";
