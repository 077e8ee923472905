-- Row-level security on the tables that belong to a tenant: the backstop under the queries' own
-- tenant conditions. A tenant's reads run as billing_tenant_reader (SET LOCAL ROLE in their
-- transaction, with app.tenant_id set to the tenant): that role owns nothing, may only read, and
-- sees the rows of the tenant set for the transaction, none without one. The tables' owner (the
-- application's user, which runs these migrations) is not subject to these policies (no FORCE):
-- its own reads and writes (the lists across tenants, the payment flow, the jobs) keep their
-- plans and their cost. docs/deployment.md says what the database user needs.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'billing_tenant_reader') THEN
    CREATE ROLE billing_tenant_reader NOLOGIN NOINHERIT NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Another database of this server created it at the same moment: roles are the server's.
  NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'billing_tenant_reader', 'MEMBER') THEN
    EXECUTE format('GRANT billing_tenant_reader TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO billing_tenant_reader;
--> statement-breakpoint
GRANT SELECT ON payments, payment_counts, payment_volume_hourly, refunds, disputes, webhook_endpoints, webhook_deliveries, webhook_delivery_counts, tenant_members TO billing_tenant_reader;
--> statement-breakpoint
ALTER TABLE payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_volume_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE refunds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE disputes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_endpoints ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_delivery_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenant_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON payments FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON payment_counts FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON payment_volume_hourly FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON refunds FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON disputes FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON webhook_endpoints FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON webhook_deliveries FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON webhook_delivery_counts FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY tenant_rows ON tenant_members FOR SELECT TO billing_tenant_reader USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
