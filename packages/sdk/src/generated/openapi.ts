/**
 * generated: do not edit.
 * Built from the API's OpenAPI document by `npm run sdk:generate` (packages/sdk/scripts/generate-types.ts);
 * a test fails when this file differs from what the script generates.
 */
/* eslint-disable */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness (alias of /health/live)
         * @description The same answer as `GET /health/live`, kept for probes configured with the shorter path. Checks no dependency.
         */
        get: operations["health-health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: 200 while the process runs
         * @description Answers 200 while the process can serve requests, without touching the database, the cache or the analytics store: a liveness probe that fails only when the process is stuck. Use `/health/ready` to decide whether to route traffic here.
         */
        get: operations["health-live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 when database, cache and analytics answer, 503 otherwise
         * @description Pings the database, the cache and the analytics store in parallel, each bounded by `DEPENDENCY_TIMEOUT_MS`. A dependency that is down carries one of a few fixed messages: `<name> unreachable`, `<name> timed out after <n> ms`, `<name> check failed`, `Not checked yet: the service is starting` (503 until start-up has applied the main database's migrations) or `Not checked: the instance is shutting down` (503 from the moment it receives SIGTERM, while it finishes the requests it has). `analytics` is up only once its migrations are applied too, so the first 200 means every operation can be served. The underlying error is logged, never returned. While the rate limiter fails open (requests let through uncounted), `rateLimiter` is listed as down with `rate limiter failing open: requests are not counted`; it does not change the status.
         */
        get: operations["health-ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/serving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * For load balancers: 200 when the database and the cache answer, 503 otherwise
         * @description Checks only what serving requests needs: the database and the cache, in parallel, each bounded by `DEPENDENCY_TIMEOUT_MS`, with the same report and messages as `/health/ready`. The analytics store is left out: while it is down payments and queries are served (only the request log, the insights and the audit trail answer 503), so a balancer following this probe keeps every instance in rotation. 503 while the instance starts (until the main database's migrations are applied) and from SIGTERM on, as readiness.
         */
        get: operations["health-serving"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a tenant
         * @description Creates an ACTIVE tenant with the given secret (stored as a hash, never returned). Without `appId` one is generated. 409 when the `appId` is taken.
         */
        post: operations["tenants-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with appId and secret
         * @description Exchanges `appId` and `appSecret` for a bearer token valid 24 hours. Attempts are rate limited per appId and client IP, counted before the secret is checked; failed attempts for one appId from every address together lead to lock-outs (429 with `Retry-After`, the right secret included) that grow longer each time. A suspended or deleted tenant is refused with 401, which says why only to a caller with the right secret.
         */
        post: operations["tenants-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling tenant
         * @description The tenant the bearer token belongs to. A suspended or deleted tenant, or a token issued before the last secret change, is refused with 401. API keys need `tenant:read`.
         */
        get: operations["tenants-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the calling tenant's name or webhook URL
         * @description Changes the name or the webhook URL (`null` removes it); other fields are refused with 400 naming them. The change is audited. API keys need `tenant:write` and `webhooks:write`.
         */
        patch: operations["tenants-updateMe"];
        trace?: never;
    };
    "/tenants/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the calling tenant's account data
         * @description One JSON document (sent as an attachment): the tenant record, its payments, its webhook deliveries with their attempts and its audit trail. No secret or secret hash is part of it. API keys need `tenant:read` and `payments:read` and `webhooks:read`.
         */
        get: operations["tenants-exportMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants
         * @description Every tenant, deleted ones included, paginated; filtered by status, a search in name and appId, and creation date, and sorted by the field given in `sortBy`.
         */
        get: operations["tenants-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant by id
         * @description Any tenant by id, whatever its status. 404 when there is none.
         */
        get: operations["tenants-get"];
        put?: never;
        post?: never;
        /**
         * Delete a tenant (soft; cannot be undone)
         * @description Marks the tenant DELETED: its tokens stop working and it can no longer log in. The row and its payments are kept. 422 when it is already deleted.
         */
        delete: operations["tenants-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an ACTIVE tenant
         * @description An ACTIVE tenant becomes SUSPENDED: its API calls and logins are refused with 401 until it is reactivated. 422 from any other status. The body may be omitted.
         */
        post: operations["tenants-suspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a SUSPENDED tenant
         * @description A SUSPENDED tenant becomes ACTIVE again, and its unexpired tokens work again. 422 from any other status. The body may be omitted.
         */
        post: operations["tenants-reactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a tenant's secret; earlier tokens stop working
         * @description Sets a new `appSecret` (at least 12 characters, stored as a hash). Every token issued before the change is refused from then on; the tenant logs in again with the new secret.
         */
        put: operations["tenants-changeSecret"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant’s API keys (never the keys themselves)
         * @description Every key of the calling tenant, revoked and expired ones included, newest first by default: prefix and last four, permissions, state, who created it, and its last use (at most a minute behind). API keys need `tenant:read`.
         */
        get: operations["apiKeys-list"];
        put?: never;
        /**
         * Create an API key (shown once)
         * @description A key `bk_…` with the permissions given, optionally expiring and bound to addresses. The key is in this answer only (sent with `Cache-Control: no-store`); the service keeps a keyed hash. Use it as `Authorization: Bearer <key>` wherever the tenant’s token is accepted. No `Idempotency-Key`: a retry creates a second key (revoke the extra one). API keys cannot manage keys (403). API keys are refused (403): the tenant’s token or the console only.
         */
        post: operations["apiKeys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One API key (never the key itself)
         * @description Another tenant’s key is a 404. API keys need `tenant:read`.
         */
        get: operations["apiKeys-get"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key (refused from the next request on)
         * @description The key is refused from the next request on, on every instance. Revoking a revoked key answers it unchanged. API keys are refused (403): the tenant’s token or the console only.
         */
        delete: operations["apiKeys-revoke"];
        options?: never;
        head?: never;
        /**
         * Change an API key’s name, permissions, addresses or expiry
         * @description Changes the fields given; each change is audited with its old and new value and applies from the next request. 422 for a revoked or expired key, or for the expiry of a key being rolled. API keys are refused (403): the tenant’s token or the console only.
         */
        patch: operations["apiKeys-update"];
        trace?: never;
    };
    "/tenants/me/api-keys/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll an API key: a new key, the old one working until `expireOldIn`
         * @description A new key (shown once) with the same name, permissions, addresses and expiry; the old one keeps working for `expireOldIn` (`now`, `1h`, `24h` or `7d`, or until its own earlier expiry) and is refused after. 422 for a revoked, expired or already rolled key. API keys are refused (403): the tenant’s token or the console only.
         */
        post: operations["apiKeys-roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant’s API keys (administrators)
         * @description The keys of any tenant, as the tenant lists them: never a key or its hash. 404 when there is no such tenant.
         */
        get: operations["apiKeys-listForTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a tenant’s API key (administrators)
         * @description As the tenant’s own revocation, audited as the administrator’s. 404 when there is no such tenant, or no such key of it.
         */
        delete: operations["apiKeys-revokeForTenant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook event types, each with its payload schema and an example
         * @description Every event type a tenant’s webhook URL can receive, in `{data}`: its `type`, what it means, the JSON Schema of the whole payload `{id, type, createdAt, data}` and an example payload. The same for every tenant; no credentials. The document’s `webhooks` section describes the same events as requests to the receiver.
         */
        get: operations["webhooks-eventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secret that signs the tenant’s webhooks
         * @description The HMAC secret of the tenant’s outgoing webhooks, created on first read. Sent with `Cache-Control: no-store`. API keys need `webhooks:write`.
         */
        get: operations["webhooks-secret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the webhook signing secret, keeping the old one valid for a grace period
         * @description Later deliveries are signed with the new secret. For the grace period (`gracePeriod`, default `24h`) they are signed with the old one as well, two signatures in `webhook-signature` (`v1,<sig> v1,<sig>`), so a receiver still holding the old secret keeps verifying them until `previousSecretExpiresAt`. `none` stops the old secret at once. The body may be omitted. API keys need `webhooks:write`.
         */
        post: operations["webhooks-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-secret/expire-previous": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the grace period of the last rotation now
         * @description The secret replaced by the last rotation stops signing at once: later deliveries carry one signature, made with the current secret. Without a grace period running nothing changes, and the answer is the same. The body may be omitted. API keys need `webhooks:write`.
         */
        post: operations["webhooks-expirePreviousSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant’s webhook delivery log
         * @description The tenant’s outgoing webhook deliveries, paginated, sorted by creation and filtered by status: each with its attempt count, last status code or error, and next attempt. API keys need `webhooks:read`.
         */
        get: operations["webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook.test` event to the webhook URL now and answer with the delivery
         * @description Signed and checked like every event. The answer is the delivery after its first attempt: `status` SUCCEEDED, or PENDING with `lastStatusCode`/`lastError` and the retry schedule started. 422 without a webhook URL. API keys need `webhooks:write`.
         */
        post: operations["webhooks-sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's webhook delivery log (administrators)
         * @description The webhook delivery log of any tenant, with the same filter as the tenant’s own. 404 when there is no such tenant.
         */
        get: operations["webhooks-deliveriesForTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now, with the same webhook-id
         * @description Queues the delivery again at once with the same `webhook-id` (receivers deduplicate on it); the retry schedule starts over and earlier attempts stay in the log. Another tenant’s delivery is a 404. The body may be omitted. API keys need `webhooks:write`.
         */
        post: operations["webhooks-resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cron/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliver the webhooks that are due (for a scheduler on hosts without the background loop)
         * @description For hosts where no background loop runs (serverless). Authenticated with the admin key, or with `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set (what Vercel Cron sends).
         */
        get: operations["webhooks-runDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant’s webhook endpoints
         * @description Every endpoint of the calling tenant, newest first by default. The primary endpoint is the tenant’s `webhookUrl`. At most 20 can be added; setting `webhookUrl` is never refused for the limit, so a tenant at 20 that sets one has 21. API keys need `webhooks:read`.
         */
        get: operations["webhookEndpoints-list"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Adds an endpoint with its own signing secret (`GET …/{id}/secret`). `eventTypes` absent or empty receives every type; an unknown type is a 400 naming it. A URL that is, or resolves to, a private address is a 400. 422 when the tenant already has 20. API keys need `webhooks:write`.
         */
        post: operations["webhookEndpoints-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description Another tenant’s endpoint is a 404. API keys need `webhooks:read`.
         */
        get: operations["webhookEndpoints-get"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Answers the endpoint as it was. Its delivery log stays; what it had not been sent yet is given up. Removing the primary endpoint clears the tenant’s `webhookUrl`. API keys need `webhooks:write`.
         */
        delete: operations["webhookEndpoints-delete"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint, or enable or disable it
         * @description Changes the fields given. `enabled: true` re-enables an endpoint (also one disabled for failing) and clears its reason; `headers` replaces every custom header. Changing the primary endpoint’s URL changes the tenant’s `webhookUrl`. API keys need `webhooks:write`.
         */
        patch: operations["webhookEndpoints-update"];
        trace?: never;
    };
    "/tenants/me/webhook-endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secret that signs an endpoint’s deliveries
         * @description The primary endpoint’s is the tenant’s webhook secret (`/tenants/me/webhook-secret`). Sent with `Cache-Control: no-store`. API keys need `webhooks:write`.
         */
        get: operations["webhookEndpoints-secret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-endpoints/{id}/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint’s signing secret, keeping the old one valid for a grace period
         * @description As `/tenants/me/webhook-secret/rotate`, for one endpoint: for the grace period (`gracePeriod`, default `24h`) its deliveries carry a signature with each secret. The body may be omitted. API keys need `webhooks:write`.
         */
        post: operations["webhookEndpoints-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an example event of a type to the endpoint now, and answer with the receiver’s answer
         * @description The catalog’s example of `eventType` (default `webhook.test`), with a new event id and time, signed and sent at once whatever types the endpoint receives. The answer holds the delivery and the attempt (status code, the start of the receiver’s answer). A failed attempt is retried on the usual schedule. 422 when the endpoint is disabled. API keys need `webhooks:write`.
         */
        post: operations["webhookEndpoints-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/webhook-endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the endpoint again every event it missed since a time
         * @description Every delivery to this endpoint created since `since` (at most 30 days back) that it has not received, given up or still waiting for a retry, is queued again now with a new retry schedule. One it answered 2xx is never sent again. The answer says how many. 422 when the endpoint is disabled: enable it first. API keys need `webhooks:write`.
         */
        post: operations["webhookEndpoints-recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's webhook endpoints (administrators)
         * @description The webhook endpoints of any tenant. Secrets and header values are not shown (`headerNames` names the headers). 404 when there is no such tenant.
         */
        get: operations["webhookEndpoints-listForTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/payment-connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant’s payment connectors (never their credentials)
         * @description Newest first by default. Each shows its webhook address, whether it is the default, and the last event it received. API keys need `tenant:read`.
         */
        get: operations["paymentConnectors-list"];
        put?: never;
        /**
         * Connect a payment provider account
         * @description `provider` is `stripe` (with `secretKey`, a secret or restricted key, and `webhookSecret`, the signing secret of the Stripe webhook endpoint pointed at this connector’s `webhookUrl`) or `sandbox`. A Stripe key is checked against Stripe first: a key Stripe refuses is a 400 saying what Stripe said; Stripe not answering is a 503. Both secrets are stored sealed and never answered (`…LastFour` only). The tenant’s first connector becomes its default, as does one sent with `isDefault: true`. API keys cannot manage connectors (403). API keys are refused (403): the tenant’s token or the console only.
         */
        post: operations["paymentConnectors-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/payment-connectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment connector
         * @description Another tenant’s connector, a removed one or an unknown id is a 404. API keys need `tenant:read`.
         */
        get: operations["paymentConnectors-get"];
        put?: never;
        post?: never;
        /**
         * Disconnect a payment connector
         * @description Answers the connector as it was left (DISABLED, not the default). New payments use the default connector, or the sandbox when none is left. The payments made through it keep it: Stripe’s events for them are still verified and applied. API keys are refused (403): the tenant’s token or the console only.
         */
        delete: operations["paymentConnectors-delete"];
        options?: never;
        head?: never;
        /**
         * Rename a connector, make it the default, enable or disable it, or replace its credentials
         * @description `isDefault: true` makes it the default (the previous default stops being it). `enabled: false` refuses new payments through it; its payments’ events still apply. A new `secretKey` is checked against Stripe as when connecting. API keys are refused (403): the tenant’s token or the console only.
         */
        patch: operations["paymentConnectors-update"];
        trace?: never;
    };
    "/tenants/me/payment-connectors/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the connector’s credentials against the provider now
         * @description `ok` and, in `message`, what the provider said (a refused key is `ok: false`, not an error). 503 when the provider does not answer. The body may be omitted. API keys are refused (403): the tenant’s token or the console only.
         */
        post: operations["paymentConnectors-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/payment-connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tenant's payment connectors (administrators)
         * @description Every tenant’s connectors (removed ones left out), newest first, each with its tenant; filtered by tenant, provider and status. No credential.
         */
        get: operations["paymentConnectors-listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/payment-connectors/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a tenant’s payment connector (administrators)
         * @description New payments through it are refused (422) until it is enabled again; its payments’ events still apply. `reason` is shown to the tenant. The body may be omitted.
         */
        post: operations["paymentConnectors-disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's payments
         * @description The calling tenant’s payments, paginated; filtered by status, currency, user id and creation date, and sorted by the field given in `sortBy`. API keys need `payments:read`.
         */
        get: operations["payments-list"];
        put?: never;
        /**
         * Create a payment
         * @description Creates a payment with the payment provider and records it as PENDING; its later status arrives through the provider’s webhook. The provider is the connector named by `connectorId`, else the tenant’s default connector, else the built-in sandbox. With a Stripe connector the payment is a PaymentIntent in the tenant’s Stripe account and `nextAction.clientSecret` is what Stripe.js needs to let the customer pay (and on `GET /payments/{id}` while the payment is PENDING). A tenant with a webhook URL is sent a `payment.created` event. With an `Idempotency-Key`, a repeat returns the first payment. 400 when the provider refuses the request (its words in `message`), 422 when the connector is disabled or its key is refused, 503 with `Retry-After` when the provider does not answer or rate limits (nothing is recorded; retry with the same key). API keys need `payments:write`.
         */
        post: operations["payments-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's payments counted by status
         * @description How many payments the calling tenant has in each status, and in all, read from counters kept with every change (as cheap for a million payments as for ten). API keys need `payments:read`.
         */
        get: operations["payments-summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's payments (administrators)
         * @description The payments of any tenant, with the same filters as the tenant’s own list. 404 when there is no such tenant.
         */
        get: operations["payments-listForTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment by id
         * @description One of the calling tenant’s payments, with the connector (`connectorId`) and provider it went through. While a Stripe payment is PENDING (the customer has still to pay), `nextAction.clientSecret` is answered as on creation, for Stripe.js; once it has moved on, no `nextAction`. Another tenant’s payment is a 404, as is an unknown id. API keys need `payments:read`.
         */
        get: operations["payments-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a PENDING or PROCESSING payment
         * @description A PENDING or PROCESSING payment becomes CANCELED, and a `payment.canceled` webhook event is queued. 422 from any other status; another tenant’s payment is a 404. The body may be omitted. API keys need `payments:write`.
         */
        post: operations["payments-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment's refunds
         * @description The refunds of one of the calling tenant’s payments, with the list conventions of `GET /refunds`. Another tenant’s payment is a 404. API keys need `refunds:read`.
         */
        get: operations["refunds-listForPayment"];
        put?: never;
        /**
         * Refund a payment, in full or in part
         * @description Gives back `amount` (default: all that is left) of a SUCCEEDED payment, through the payment provider. The refund is PENDING until the provider’s `refund.succeeded` or `refund.failed` event; a `refund.created` webhook event is queued. The refunds of a payment that are not FAILED never add up to more than its amount, concurrent requests included: more than is left is a 422 naming what is left, as is a payment in any other status. With an `Idempotency-Key`, a repeat returns the first refund (200). 503 when the provider does not answer (nothing is recorded; retry with the same key). The body may be omitted: all that is left is refunded. API keys need `refunds:write`.
         */
        post: operations["refunds-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's refunds
         * @description The calling tenant’s refunds, paginated, newest first by default; filtered by status and creation date. API keys need `refunds:read`.
         */
        get: operations["refunds-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A refund by id
         * @description One of the calling tenant’s refunds. Another tenant’s refund is a 404, as is an unknown id. API keys need `refunds:read`.
         */
        get: operations["refunds-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's disputes
         * @description The calling tenant’s disputes, paginated, newest first by default; filtered by status, payment (`paymentId`) and creation date, sorted by `createdAt` or `evidenceDueBy`. API keys need `disputes:read`.
         */
        get: operations["disputes-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dispute by id
         * @description One of the calling tenant’s disputes. Another tenant’s dispute is a 404, as is an unknown id. API keys need `disputes:read`.
         */
        get: operations["disputes-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a dispute with evidence
         * @description Sends `text` (1 to 20,000 characters) to the payment provider as the answer to a NEEDS_RESPONSE dispute, before its `evidenceDueBy`; the dispute is then UNDER_REVIEW until the provider’s decision (`dispute.closed`), and a `dispute.updated` webhook event is queued. Any other status, or a passed deadline, is a 422 saying why; of concurrent answers to one dispute exactly one succeeds. With an `Idempotency-Key`, a repeat returns the first answer. 503 when the provider does not answer (nothing is recorded). API keys need `disputes:write`.
         */
        post: operations["disputes-submitEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Concede a dispute
         * @description Accepts the payer’s claim: the dispute is LOST at once and a `dispute.closed` webhook event is queued. Only a NEEDS_RESPONSE or UNDER_REVIEW dispute can be accepted; a closed one is a 422. With an `Idempotency-Key`, a repeat returns the first answer. API keys need `disputes:write`.
         */
        post: operations["disputes-accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant’s customers
         * @description Newest first by default; deleted customers are not listed. Filtered by e-mail or external id (exact), or `search` (either one’s start). API keys need `customers:read`.
         */
        get: operations["customers-list"];
        put?: never;
        /**
         * Create a customer
         * @description Every field is optional. `externalId` is the tenant’s own id for the customer: its payments’ `userId`. A second customer with the same `externalId` is a 409 (a deleted customer’s is free again). A `customer.created` webhook event is queued. With an `Idempotency-Key`, a repeat returns the first customer (200). API keys need `customers:write`.
         */
        post: operations["customers-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer by id
         * @description Another tenant’s customer, a deleted one or an unknown id is a 404. Its payments: `GET /payments?userId=<externalId>`. API keys need `customers:read`.
         */
        get: operations["customers-get"];
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description Deletes it as Stripe does (not an archive): it is no longer listed or read (404), and its `externalId` is free for a new customer. Answers the customer as it was, with `deleted: true`; a `customer.deleted` event is queued. Its payments are untouched. API keys need `customers:write`.
         */
        delete: operations["customers-delete"];
        options?: never;
        head?: never;
        /**
         * Change a customer
         * @description Sets the fields given; `null` clears one; `metadata` replaces the whole map. An `externalId` another customer has is a 409. A `customer.updated` event is queued when something changed. API keys need `customers:write`.
         */
        patch: operations["customers-update"];
        trace?: never;
    };
    "/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant’s prices
         * @description Newest first by default, archived ones included unless `active` says otherwise; filtered by currency and by type (`one_time`, `recurring`). API keys need `prices:read`.
         */
        get: operations["prices-list"];
        put?: never;
        /**
         * Create a price
         * @description `unitAmount` is an integer in the currency’s minor units (`1990` is EUR 19.90). With `recurring` it is charged every `intervalCount` `interval`s (at most three years), optionally after `trialDays` free days; without, once. Currency, amount and schedule can never be changed afterwards: create a new price and archive the old one. With an `Idempotency-Key`, a repeat returns the first price (200); the same key with another body is a 409. API keys need `prices:write`.
         */
        post: operations["prices-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A price by id
         * @description Archived prices stay readable. Another tenant’s price or an unknown id is a 404. API keys need `prices:read`.
         */
        get: operations["prices-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, archive or restore a price
         * @description Only `nickname` and `active` change (`active: false` archives: no new sales, still readable). `currency`, `unitAmount`, `recurring` and `trialDays` are a 400 naming each: what a price charges is what its customers were sold. API keys need `prices:write`.
         */
        patch: operations["prices-update"];
        trace?: never;
    };
    "/platform/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tenant's payments (administrators)
         * @description The payments of every tenant, newest first by default, each with its tenant (`id`, `name`, `appId`); filtered by tenant, status, currency and creation date, with the list conventions of `GET /payments` (sorted by creation time only).
         */
        get: operations["platform-payments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tenant's refunds (administrators)
         * @description The refunds of every tenant, newest first by default, each with its tenant (`id`, `name`, `appId`); filtered by tenant, status, payment (`paymentId`) and creation date.
         */
        get: operations["platform-refunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tenant's disputes (administrators)
         * @description The disputes of every tenant, newest first by default, each with its tenant (`id`, `name`, `appId`); filtered by tenant, status, payment (`paymentId`) and creation date, sorted by creation time or evidence due date.
         */
        get: operations["platform-disputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any tenant's dispute by id (administrators)
         * @description One dispute of any tenant, with its tenant (`id`, `name`, `appId`) and its evidence. An unknown id is a 404. Read only: the tenant answers a dispute.
         */
        get: operations["platform-dispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling tenant's requests, newest first
         * @description Requests appear within seconds of their answer. Reading the log or the insights is not itself logged. API keys need `requestLog:read`.
         */
        get: operations["requestLog-listMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/request-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request of the calling tenant, with its bodies
         * @description One logged request with its request and response bodies, cut to a fixed length; the values of fields named like secrets, tokens, passwords, keys or signatures are replaced before they are stored. Another tenant’s request is a 404. API keys need `requestLog:read`.
         */
        get: operations["requestLog-getMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/me/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling tenant's traffic, errors and payment volume over a window
         * @description Requests, client and server errors, median and 95th-percentile latency and payment volume of the calling tenant over the last 24 hours, 7 days or 30 days (`window`), in hourly or daily buckets, with its most frequent errors. API keys need `requestLog:read` and `payments:read`.
         */
        get: operations["requestLog-insightsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/{id}/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's requests (administrators)
         * @description The logged requests of any tenant, with the same filters as the tenant’s own log. 404 when there is no such tenant.
         */
        get: operations["requestLog-listForTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Traffic, errors and payment volume across tenants, with the top tenants
         * @description The same figures as a tenant’s insights for every tenant together over `window`, with the five tenants with the most requests and the five with the most errors.
         */
        get: operations["requestLog-insightsPlatform"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit events
         * @description Who did what to which record, newest first, paginated: filtered by actor, action, target, either side (`involving`) and date (`createdAfter`, `createdBefore`). Each event names its actor and target (`actorName`, `targetName`: a tenant’s name, an administrator’s e-mail) besides their ids. Events staged but not yet shipped are shipped first, so the trail is complete; 503 when the analytics store is down.
         */
        get: operations["audit-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/paymentprovider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider events (Standard Webhooks signature)
         * @description Called by the payment provider, not by tenants. No API key or token: the request must carry a Standard Webhooks signature (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 over `id.timestamp.body` with `PAYMENT_PROVIDER_WEBHOOK_SECRET`, timestamp within 5 minutes), checked over the raw body before anything else; otherwise 401. `payment.processing`, `payment.succeeded` and `payment.failed` move the payment along PENDING → PROCESSING → SUCCEEDED | FAILED; `refund.succeeded` and `refund.failed` settle a refund (`data.providerRefundId`); `dispute.created`, `dispute.updated` and `dispute.closed` open and move a dispute (`data.providerDisputeId`). Any other event type is recorded and answers 200 with `outcome: ignored`, so the provider does not retry it; a body without the envelope (`id`, `type`, `createdAt`, `data.providerPaymentId`) is a 400. An event id is applied once: a repeat answers 200 with `duplicate: true`. An unknown payment answers 200 (`outcome: ignored`); an event the payment is already past answers 200 and changes nothing (`outcome: stale`). Counted per client IP before the signature is checked: past PROVIDER_WEBHOOK_RATE_LIMIT_MAX per PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S, a 429 with `Retry-After`.
         */
        post: operations["providerWebhooks-paymentProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe/{connectorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe events for one payment connector (Stripe-Signature)
         * @description Called by Stripe, not by tenants: the address a connector shows as its `webhookUrl`. No API key or token: the request must carry a `Stripe-Signature` made with that connector’s signing secret over the raw body (checked with the official library, 5-minute tolerance); otherwise 401; an address naming no Stripe connector is a 404. `payment_intent.processing`, `.succeeded`, `.payment_failed` and `.canceled` move the payment; `refund.created`, `refund.updated`, `refund.failed` and `charge.refund.updated` settle a refund once Stripe says succeeded or failed; `charge.dispute.created`, `.updated` and `.closed` open and move a dispute. Any other type is recorded and answers 200 with `outcome: ignored`. An event id is applied once (`duplicate: true` on a repeat); an event the record is already past changes nothing (`outcome: stale`). An event naming another connector’s payment is ignored. Counted per (connector, client IP) before the signature is checked: past PROVIDER_WEBHOOK_RATE_LIMIT_MAX per PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S, a 429 with `Retry-After` (Stripe retries it).
         */
        post: operations["stripeWebhooks-receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a platform user
         * @description Starts a free subscription and mails a confirmation link to the address. Under 16 `parentEmail` is required (422 without it): the consent link goes to the parent, and the account cannot sign in (403) until the parent confirms. 409: username or e-mail in use.
         */
        post: operations["account-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: an access token (1 hour) and a refresh token
         * @description Attempts are limited per account and per client IP (429). 403 while parental consent is pending.
         */
        post: operations["account-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair (rotation)
         * @description Each refresh token works once. Presenting one that was already used revokes its whole session: every refresh token of it stops working (401).
         */
        post: operations["account-refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the access token and the session’s refresh tokens stop working
         * @description Ends the session of the access token: the token and the session’s refresh tokens are refused from then on. The body may be omitted.
         */
        post: operations["account-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s profile
         * @description The signed-in user’s profile: username, e-mail address (and one waiting for confirmation), role, birth date, parental consent, subscription and last sign-in.
         */
        get: operations["account-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export all of the caller’s personal data (one JSON document, as an attachment)
         * @description Profile, activity (scores, statistics, history), subscription and invoices, posts, comments, reactions, API keys (never the keys), courses, and the technical data (security log with IP and user agent, sessions).
         */
        get: operations["account-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the username and/or the e-mail address
         * @description A new e-mail address is kept as `pendingEmail` and must be confirmed through the link mailed to it; until then the current one stays. 409: username or e-mail in use.
         */
        put: operations["account-updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail address with the mailed token
         * @description Confirms the address the mailed token was sent to: the registration address, or a new one, which then replaces the current one. A token works once and expires; an unknown, used or expired token is a 400, and 409 means another account took the address meanwhile.
         */
        post: operations["account-confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/parental-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a parent’s consent with the mailed token
         * @description Records a parent’s consent with the token mailed to the parent; the child’s account can be used from then on. An unknown, used or expired token is a 400.
         */
        post: operations["account-parentalConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the account permanently
         * @description Removes the profile, subscription, activity history, scores, statistics, comments, reactions, security log, sessions, API keys and mails. Posts and courses stay, hidden and no longer linked to the person; invoices (accounting documents) are retained. Every token and key stops working at once.
         */
        delete: operations["account-deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s API keys (prefix only)
         * @description The user’s course-API keys: name, prefix, creation, last use and revocation. The key itself is shown only once, when it is created.
         */
        get: operations["account-listApiKeys"];
        put?: never;
        /**
         * Create a course-API key (shown once)
         * @description The key is in this answer only; the service keeps its hash and shows the prefix. No `Idempotency-Key`: the answer is never stored, so a retry creates a second key (list and revoke the extra one).
         */
        post: operations["account-createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key (it stops working at once)
         * @description Revokes one of the user’s API keys: the course API refuses it from the next request on. Another user’s key is a 404.
         */
        delete: operations["account-revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s profile
         * @description The profile of the API key’s user, in the `{success: true, data}` envelope: name, e-mail address, role, creation and last sign-in.
         */
        get: operations["courses-profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s courses (admins: all)
         * @description Filters: status, difficulty, search (title or description). Instructors see and change their own courses only (another’s is 404); admins all of them; students read their own (none) and may not write (403).
         */
        get: operations["courses-list"];
        put?: never;
        /**
         * Create a course (a draft)
         * @description The course belongs to the caller and starts as `draft`. Instructors see and change their own courses only (another’s is 404); admins all of them; students read their own (none) and may not write (403).
         */
        post: operations["courses-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One course
         * @description Instructors see and change their own courses only (another’s is 404); admins all of them; students read their own (none) and may not write (403).
         */
        get: operations["courses-get"];
        /**
         * Change a course
         * @description Only the fields sent change; `status` (draft, published, archived) only when sent. Instructors see and change their own courses only (another’s is 404); admins all of them; students read their own (none) and may not write (403).
         */
        put: operations["courses-update"];
        post?: never;
        /**
         * Delete a course
         * @description Instructors see and change their own courses only (another’s is 404); admins all of them; students read their own (none) and may not write (403).
         */
        delete: operations["courses-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cron/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Apply the retention rules now
         * @description Removes security-log entries older than 90 days, deletes accounts with an unconfirmed e-mail address and no login for 12 months (as account deletion does), trims finished webhook deliveries and their attempts older than WEBHOOK_RETENTION_DAYS, and removes mails sent, given up or logged more than MAIL_RETENTION_DAYS ago. Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set.
         */
        get: operations["jobs-runRetention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cron/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hand the queued mails that are due to the SMTP relay now
         * @description For hosts where no background loop runs (serverless). Counts what the run did: sent, rescheduled after a temporary failure, failed for good (a 5xx reply, or the last attempt). Without SMTP_URL there is nothing to send. Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set.
         */
        get: operations["jobs-sendMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cron/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sync the payments and refunds of payment connectors left pending from their provider now
         * @description For hosts where no background loop runs (serverless). Every connector payment still PENDING or PROCESSING and refund still PENDING with no change for STRIPE_RECONCILE_AFTER is asked of Stripe, and what Stripe reports is applied (audited as `payment.reconciled` or `refund.reconciled`). A Stripe dispute opening that arrived before its payment could take it (recorded as ignored, within 30 days) is tried again once the payment has succeeded: the dispute is fetched from the payment’s connector and opened as Stripe has it (audited as `dispute.reconciled`). Authenticated with the admin key, or `Authorization: Bearer <CRON_SECRET>` when CRON_SECRET is set.
         */
        get: operations["jobs-reconcilePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.created
         * @description A payment was created (`POST /payments`) and is PENDING: the provider has registered it (`providerPaymentId`), and no money has moved yet. Later events of the same payment report each state it enters.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["paymentCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.processing
         * @description The provider started processing the payment: it is PROCESSING. A payment that succeeds or fails passes through this state even when the provider reported only the outcome, so this event comes for every such payment.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["paymentProcessingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.succeeded
         * @description The provider confirmed the payment: it is SUCCEEDED, a final state. This is the event to fulfil an order on.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["paymentSucceededWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.failed
         * @description The provider reported that the payment failed: it is FAILED, a final state. `failureReason` holds the provider’s reason when it gave one (null otherwise).
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["paymentFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.canceled
         * @description The tenant canceled the payment (`POST /payments/{id}/cancel`, or the console) while it was PENDING or PROCESSING: it is CANCELED, a final state, with `canceledAt` set.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["paymentCanceledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.refunded
         * @description Refunds of the payment that SUCCEEDED now add up to its whole amount: it is REFUNDED, a final state, with `amountRefunded` equal to `amount`. Each refund has its own events (`refund.succeeded`); a partly refunded payment stays SUCCEEDED.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["paymentRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.created
         * @description A refund was requested (`POST /payments/{id}/refunds`) and is PENDING: the provider has registered it (`providerRefundId`); no money has moved yet. `refund.succeeded` or `refund.failed` follows.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["refundCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.succeeded
         * @description The provider gave the money back: the refund is SUCCEEDED, a final state, and counts in its payment’s `amountRefunded` (the refund that completes the payment is followed by `payment.refunded`).
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["refundSucceededWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.failed
         * @description The provider could not give the money back: the refund is FAILED, a final state, with the provider’s `failureReason`. Its amount is refundable again.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["refundFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dispute.created
         * @description The payer’s bank disputes a payment: the provider opened a dispute, NEEDS_RESPONSE. Answer it before `evidenceDueBy` with `POST /disputes/{id}/evidence`, or concede it with `POST /disputes/{id}/accept`.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["disputeCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dispute.updated
         * @description The dispute is still open and changed: evidence was submitted (UNDER_REVIEW, with `evidence` and `evidenceSubmittedAt`), or the provider moved it forward or changed `evidenceDueBy`.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["disputeUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dispute.closed
         * @description The dispute is over, a final state: WON (the payment stands) or LOST (the provider’s decision, or the tenant accepted it with `POST /disputes/{id}/accept`).
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["disputeClosedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.created
         * @description A customer was created (`POST /customers`, or the console). `data` is the customer as `GET /customers/{id}` answers it. Payments whose `userId` equals its `externalId` are its payments.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["customerCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.updated
         * @description A customer’s e-mail, name, external id or metadata changed (`PATCH /customers/{id}`): `data` is the customer after the change. A change that changes nothing sends no event.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["customerUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.deleted
         * @description A customer was deleted (`DELETE /customers/{id}`): `data` is the customer as it was, with `deleted: true`. Its payments are untouched.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["customerDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tenant.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * tenant.updated
         * @description The tenant’s own settings changed (`PATCH /tenants/me`, or the console): `data.tenant` is the tenant after the change and `data.changed` names the settings that changed. A new webhook URL gets this event itself; removing the URL sends none.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["tenantUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description Sent on request from the console or `POST /tenants/me/webhook-test`, to check that a receiver is reachable and verifies signatures. It changes nothing; answer it with a 2xx like any other event.
         *
         *     POSTed to the tenant’s webhook URL (only while the tenant is ACTIVE and has one), signed with the Standard Webhooks headers below. The whole catalog, with each payload’s JSON Schema, is also at `GET /webhook-event-types`.
         */
        post: operations["webhookTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        LivenessReport: {
            /** @constant */
            status: "ok";
            /** Format: date-time */
            timestamp: string;
        };
        HealthReport: {
            /** @enum {string} */
            status: "ok" | "error";
            /** Format: date-time */
            timestamp: string;
            info: {
                [key: string]: components["schemas"]["CheckResult"];
            };
            error: {
                [key: string]: components["schemas"]["CheckResult"];
            };
            details: {
                [key: string]: components["schemas"]["CheckResult"];
            };
        };
        CheckResult: {
            /** @enum {string} */
            status: "up" | "down";
            message?: string;
        };
        Tenant: {
            /** Format: uuid */
            id: string;
            appId: string;
            name: string;
            webhookUrl: string | null;
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED" | "DELETED";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LoginResult: {
            accessToken: string;
            /** @constant */
            expiresIn: "24h";
            /** @constant */
            tokenType: "Bearer";
        };
        /** @description Everything held about the tenant. Never a secret or a secret hash. */
        TenantExport: {
            /** Format: date-time */
            exportedAt: string;
            tenant: components["schemas"]["Tenant"];
            payments: components["schemas"]["Payment"][];
            /** @description Its webhook endpoints, without their secrets. */
            webhookEndpoints: components["schemas"]["WebhookEndpoint"][];
            webhookDeliveries: {
                /**
                 * Format: uuid
                 * @description The delivery id. The delivery to the primary endpoint (the tenant’s `webhookUrl`) has the event’s id as its own.
                 */
                id: string;
                /**
                 * Format: uuid
                 * @description The event id, sent as `webhook-id` on every attempt to every endpoint (resends included).
                 */
                eventId: string;
                /** @description The endpoint it goes to; null once that endpoint was removed. */
                endpointId: string | null;
                eventType: string;
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED";
                attemptCount: number;
                nextAttemptAt: string | null;
                lastAttemptAt: string | null;
                lastStatusCode: number | null;
                lastError: string | null;
                deliveredAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** @description The body sent: `{id, type, createdAt, data}`. */
                payload: {
                    [key: string]: unknown;
                };
                attempts: {
                    attemptNumber: number;
                    /** Format: date-time */
                    attemptedAt: string;
                    url: string;
                    durationMs: number;
                    statusCode: number | null;
                    error: string | null;
                    /** @description The first 1,024 characters of the receiver’s answer. */
                    responseExcerpt: string | null;
                }[];
            }[];
            /** @description Every audit event the tenant caused or that concerns it. */
            auditEvents: components["schemas"]["AuditEventRecord"][];
        };
        Payment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /**
             * @description Exact amount as stored (at most 2 decimals).
             * @example 1234.56
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            userId: string;
            description: string | null;
            metadata: {
                [key: string]: string;
            } | null;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "CANCELED" | "REFUNDED";
            /**
             * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
             * @enum {string}
             */
            provider: "sandbox" | "stripe";
            /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
            connectorId: string | null;
            /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
            providerPaymentId: string | null;
            failureReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            canceledAt: string | null;
            /**
             * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
             * @example 0
             */
            amountRefunded: number;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            /** @description Empty: every type. */
            eventTypes: string[];
            enabled: boolean;
            /** @description Why it is disabled: failing for too long, or disabled by a person. */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description The custom headers, name to value: only for callers who may read the signing secret (the API token, developers and owners). Others read `headerNames`. */
            headers?: {
                [key: string]: string;
            };
            /** @description The names of the custom headers, for every caller. */
            headerNames: string[];
            rateLimitPerSecond: number | null;
            /** @description The tenant’s `webhookUrl`: changed by `PATCH /tenants/me` too, and signed with `/tenants/me/webhook-secret`. */
            primary: boolean;
            /** @description The first failed attempt since its last success; null while it is healthy. */
            failingSince: string | null;
            lastSuccessAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AuditEventRecord: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            actorType: string;
            actorId: string | null;
            /** @description The person behind a console action (an administrator, or a member acting for a tenant); null for the API, the admin key and the system. */
            personId: string | null;
            /** @description That person’s e-mail address when they acted. */
            personEmail: string | null;
            action: string;
            targetType: string | null;
            targetId: string | null;
            correlationId: string | null;
            ip: string | null;
            details: {
                [key: string]: unknown;
            };
        };
        TenantList: {
            data: components["schemas"]["Tenant"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        CreatedTenantApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The start of the key (`bk_` and its id part), safe to show.
             * @example bk_7Hq2LmZ8xK4pR9sT
             */
            prefix: string;
            /** @description The key’s last four characters, to tell keys apart. */
            lastFour: string;
            permissions: components["schemas"]["ApiKeyPermissions"];
            /** @description CIDR blocks it may be used from; empty: anywhere. */
            allowedIps: string[];
            /**
             * @description `active`; `rolling` (replaced by a roll, working until `expiresAt`); `expired` (past `expiresAt`, a rolled key included); `revoked`.
             * @enum {string}
             */
            state: "active" | "rolling" | "expired" | "revoked";
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description The key a roll made to replace this one. */
            replacedBy: string | null;
            rolledAt: string | null;
            /** @description Who created it. */
            createdBy: {
                /**
                 * @description `person`: a console user (with their e-mail); `tenant`: the app secret’s token or sign-in; `admin`: an administrator.
                 * @enum {string}
                 */
                type: "person" | "tenant" | "admin";
                id: string | null;
                email: string | null;
            };
            /** @description The last request made with it, at most a minute behind. */
            lastUsedAt: string | null;
            lastUsedIp: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The key itself, `bk_…`: in this answer only. Send it as `Authorization: Bearer <key>`.
             * @example bk_7Hq2LmZ8xK4pR9sT_9fGh3JkL2mNb4VcX6zQw8ErT1yUi5OpA
             */
            key: string;
        };
        /** @description "all", or every resource with its access (none, read or write). */
        ApiKeyPermissions: "all" | {
            /** @enum {string} */
            payments: "none" | "read" | "write";
            /** @enum {string} */
            refunds: "none" | "read" | "write";
            /** @enum {string} */
            disputes: "none" | "read" | "write";
            /** @enum {string} */
            customers: "none" | "read" | "write";
            /** @enum {string} */
            prices: "none" | "read" | "write";
            /** @enum {string} */
            webhooks: "none" | "read" | "write";
            /** @enum {string} */
            requestLog: "none" | "read" | "write";
            /** @enum {string} */
            tenant: "none" | "read" | "write";
        };
        TenantApiKeyList: {
            data: components["schemas"]["TenantApiKey"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        TenantApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The start of the key (`bk_` and its id part), safe to show.
             * @example bk_7Hq2LmZ8xK4pR9sT
             */
            prefix: string;
            /** @description The key’s last four characters, to tell keys apart. */
            lastFour: string;
            permissions: components["schemas"]["ApiKeyPermissions"];
            /** @description CIDR blocks it may be used from; empty: anywhere. */
            allowedIps: string[];
            /**
             * @description `active`; `rolling` (replaced by a roll, working until `expiresAt`); `expired` (past `expiresAt`, a rolled key included); `revoked`.
             * @enum {string}
             */
            state: "active" | "rolling" | "expired" | "revoked";
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description The key a roll made to replace this one. */
            replacedBy: string | null;
            rolledAt: string | null;
            /** @description Who created it. */
            createdBy: {
                /**
                 * @description `person`: a console user (with their e-mail); `tenant`: the app secret’s token or sign-in; `admin`: an administrator.
                 * @enum {string}
                 */
                type: "person" | "tenant" | "admin";
                id: string | null;
                email: string | null;
            };
            /** @description The last request made with it, at most a minute behind. */
            lastUsedAt: string | null;
            lastUsedIp: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RolledTenantApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The start of the key (`bk_` and its id part), safe to show.
             * @example bk_7Hq2LmZ8xK4pR9sT
             */
            prefix: string;
            /** @description The key’s last four characters, to tell keys apart. */
            lastFour: string;
            permissions: components["schemas"]["ApiKeyPermissions"];
            /** @description CIDR blocks it may be used from; empty: anywhere. */
            allowedIps: string[];
            /**
             * @description `active`; `rolling` (replaced by a roll, working until `expiresAt`); `expired` (past `expiresAt`, a rolled key included); `revoked`.
             * @enum {string}
             */
            state: "active" | "rolling" | "expired" | "revoked";
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description The key a roll made to replace this one. */
            replacedBy: string | null;
            rolledAt: string | null;
            /** @description Who created it. */
            createdBy: {
                /**
                 * @description `person`: a console user (with their e-mail); `tenant`: the app secret’s token or sign-in; `admin`: an administrator.
                 * @enum {string}
                 */
                type: "person" | "tenant" | "admin";
                id: string | null;
                email: string | null;
            };
            /** @description The last request made with it, at most a minute behind. */
            lastUsedAt: string | null;
            lastUsedIp: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The key itself, `bk_…`: in this answer only. Send it as `Authorization: Bearer <key>`.
             * @example bk_7Hq2LmZ8xK4pR9sT_9fGh3JkL2mNb4VcX6zQw8ErT1yUi5OpA
             */
            key: string;
            /** @description The key rolled: `rolling` until its `expiresAt`, or already `expired` when rolled with `now`. */
            previous: components["schemas"]["TenantApiKey"];
        };
        WebhookEventTypeList: {
            data: components["schemas"]["WebhookEventType"][];
        };
        WebhookEventType: {
            /** @enum {string} */
            type: "payment.created" | "payment.processing" | "payment.succeeded" | "payment.failed" | "payment.canceled" | "payment.refunded" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "customer.created" | "customer.updated" | "customer.deleted" | "tenant.updated" | "webhook.test";
            description: string;
            /** @description JSON Schema (draft 2020-12) of the whole payload, `{id, type, createdAt, data}`; unknown keys are not sent. */
            schema: {
                [key: string]: unknown;
            };
            /** @description A payload of this type, as a receiver gets it. */
            example: {
                [key: string]: unknown;
            };
        };
        WebhookSecret: {
            /** @description Standard Webhooks signing secret (`whsec_…`). */
            secret: string;
        };
        RotatedWebhookSecret: {
            /** @description The new Standard Webhooks signing secret (`whsec_…`). */
            secret: string;
            /** @description Until when the old secret still signs alongside the new one; null when it stopped at once. */
            previousSecretExpiresAt: string | null;
        };
        WebhookSecretGrace: {
            /** @description Until when the previous secret still signs alongside the current one; null when no grace period is running. */
            previousSecretExpiresAt: string | null;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description The delivery id. The delivery to the primary endpoint (the tenant’s `webhookUrl`) has the event’s id as its own.
             */
            id: string;
            /**
             * Format: uuid
             * @description The event id, sent as `webhook-id` on every attempt to every endpoint (resends included).
             */
            eventId: string;
            /** @description The endpoint it goes to; null once that endpoint was removed. */
            endpointId: string | null;
            eventType: string;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
            attemptCount: number;
            nextAttemptAt: string | null;
            lastAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The body sent: `{id, type, createdAt, data}`. */
            payload: {
                [key: string]: unknown;
            };
        };
        WebhookDeliveryRun: {
            delivered: number;
            /** @description Deliveries given up (retries exhausted; tenant not active; endpoint disabled or removed). */
            failed: number;
            rescheduled: number;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        WebhookEndpointTestResult: {
            delivery: components["schemas"]["WebhookDelivery"];
            /** @description The attempt made now, with the receiver’s status code and the start of its answer. */
            attempt: {
                attemptNumber: number;
                /** Format: date-time */
                attemptedAt: string;
                url: string;
                durationMs: number;
                statusCode: number | null;
                error: string | null;
                /** @description The first 1,024 characters of the receiver’s answer. */
                responseExcerpt: string | null;
            } | null;
        };
        WebhookEndpointRecovery: {
            /** @description How many deliveries were queued again now. */
            recovered: number;
            /** Format: date-time */
            since: string;
        };
        PaymentConnector: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            name: string;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            disabledReason: string | null;
            isDefault: boolean;
            /** @description The key’s last four characters; the key itself is never answered. */
            secretKeyLastFour: string | null;
            webhookSecretLastFour: string | null;
            /** @description The provider’s account the key belongs to (`acct_…`), when the key may read it. */
            accountId: string | null;
            /** @description Whether the key moves real money (a live key). */
            livemode: boolean;
            /** @description The address to give the provider for this connector’s events (`/webhooks/stripe/{id}`); null for the sandbox, whose events use `/webhooks/paymentprovider`. */
            webhookUrl: string | null;
            lastCheckedAt: string | null;
            lastEventAt: string | null;
            lastEventType: string | null;
            /** @description What the last event did: applied, stale, ignored, duplicate. */
            lastEventOutcome: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PaymentConnectorList: {
            data: components["schemas"]["PaymentConnector"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PaymentConnectorTest: {
            ok: boolean;
            /** @description What the provider said, in a sentence. */
            message: string;
            accountId: string | null;
            livemode: boolean | null;
            /** Format: date-time */
            checkedAt: string;
        };
        PlatformPaymentConnectorList: {
            data: components["schemas"]["PlatformPaymentConnector"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PlatformPaymentConnector: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            name: string;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            disabledReason: string | null;
            isDefault: boolean;
            /** @description The key’s last four characters; the key itself is never answered. */
            secretKeyLastFour: string | null;
            webhookSecretLastFour: string | null;
            /** @description The provider’s account the key belongs to (`acct_…`), when the key may read it. */
            accountId: string | null;
            /** @description Whether the key moves real money (a live key). */
            livemode: boolean;
            /** @description The address to give the provider for this connector’s events (`/webhooks/stripe/{id}`); null for the sandbox, whose events use `/webhooks/paymentprovider`. */
            webhookUrl: string | null;
            lastCheckedAt: string | null;
            lastEventAt: string | null;
            lastEventType: string | null;
            /** @description What the last event did: applied, stale, ignored, duplicate. */
            lastEventOutcome: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            tenant: {
                /** Format: uuid */
                id: string;
                name: string;
                appId: string;
            };
        };
        PaymentWithNextAction: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /**
             * @description Exact amount as stored (at most 2 decimals).
             * @example 1234.56
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            userId: string;
            description: string | null;
            metadata: {
                [key: string]: string;
            } | null;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "CANCELED" | "REFUNDED";
            /**
             * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
             * @enum {string}
             */
            provider: "sandbox" | "stripe";
            /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
            connectorId: string | null;
            /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
            providerPaymentId: string | null;
            failureReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            canceledAt: string | null;
            /**
             * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
             * @example 0
             */
            amountRefunded: number;
            nextAction?: components["schemas"]["PaymentNextAction"];
        };
        PaymentNextAction: {
            /** @constant */
            type: "stripe_confirm_payment";
            /** @description The PaymentIntent’s client secret (`pi_…_secret_…`), for Stripe.js in the customer’s browser. */
            clientSecret: string;
        };
        PaymentList: {
            data: components["schemas"]["Payment"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PaymentSummary: {
            /** @description Every payment of the tenant. */
            total: number;
            /** @description How many payments are in each status. */
            byStatus: {
                PENDING: number;
                PROCESSING: number;
                SUCCEEDED: number;
                FAILED: number;
                CANCELED: number;
                REFUNDED: number;
            };
        };
        Refund: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            paymentId: string;
            /**
             * @description Exact amount as stored (at most 2 decimals), in the payment’s currency.
             * @example 10.5
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
            reason: ("duplicate" | "fraudulent" | "requested_by_customer") | null;
            metadata: {
                [key: string]: string;
            } | null;
            providerRefundId: string | null;
            /** @description The provider’s reason, once FAILED; null otherwise. */
            failureReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RefundList: {
            data: components["schemas"]["Refund"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        DisputeList: {
            data: components["schemas"]["Dispute"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        Dispute: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            paymentId: string;
            /**
             * @description Exact amount contested (at most 2 decimals), in the payment’s currency.
             * @example 1234.56
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            /**
             * @description The provider’s reason for the dispute, such as `fraudulent`.
             * @example fraudulent
             */
            reason: string;
            /** @enum {string} */
            status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST";
            /**
             * Format: date-time
             * @description Evidence is accepted until then (UTC), while the dispute NEEDS_RESPONSE.
             */
            evidenceDueBy: string;
            /** @description The evidence submitted; null until then. */
            evidence: string | null;
            evidenceSubmittedAt: string | null;
            providerDisputeId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Customer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            email: string | null;
            name: string | null;
            externalId: string | null;
            metadata: {
                [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CustomerList: {
            data: components["schemas"]["Customer"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        DeletedCustomer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            email: string | null;
            name: string | null;
            externalId: string | null;
            metadata: {
                [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description Always true: the customer is deleted and no longer listed or read.
             * @constant
             */
            deleted: true;
        };
        Price: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            nickname: string | null;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            /**
             * @description In the currency’s minor units.
             * @example 1990
             */
            unitAmount: number;
            /**
             * @description The same amount in the main unit, with the currency’s decimals, as exact text.
             * @example 19.90
             */
            unitAmountDecimal: string;
            /** @enum {string} */
            type: "one_time" | "recurring";
            /** @description The schedule of a recurring price; null for a one-off price. */
            recurring: {
                /** @enum {string} */
                interval: "day" | "week" | "month" | "year";
                intervalCount: number;
            } | null;
            trialDays: number | null;
            /** @description false once archived: no new sales, still readable. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PriceList: {
            data: components["schemas"]["Price"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PlatformPaymentList: {
            data: components["schemas"]["PlatformPayment"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PlatformPayment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /**
             * @description Exact amount as stored (at most 2 decimals).
             * @example 1234.56
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            userId: string;
            description: string | null;
            metadata: {
                [key: string]: string;
            } | null;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "CANCELED" | "REFUNDED";
            /**
             * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
             * @enum {string}
             */
            provider: "sandbox" | "stripe";
            /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
            connectorId: string | null;
            /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
            providerPaymentId: string | null;
            failureReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            canceledAt: string | null;
            /**
             * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
             * @example 0
             */
            amountRefunded: number;
            tenant: components["schemas"]["TenantRef"];
        };
        /** @description The tenant the item belongs to. */
        TenantRef: {
            /** Format: uuid */
            id: string;
            name: string;
            appId: string;
        };
        PlatformRefundList: {
            data: components["schemas"]["PlatformRefund"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PlatformRefund: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            paymentId: string;
            /**
             * @description Exact amount as stored (at most 2 decimals), in the payment’s currency.
             * @example 10.5
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
            reason: ("duplicate" | "fraudulent" | "requested_by_customer") | null;
            metadata: {
                [key: string]: string;
            } | null;
            providerRefundId: string | null;
            /** @description The provider’s reason, once FAILED; null otherwise. */
            failureReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            tenant: components["schemas"]["TenantRef"];
        };
        PlatformDisputeList: {
            data: components["schemas"]["PlatformDispute"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        PlatformDispute: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            paymentId: string;
            /**
             * @description Exact amount contested (at most 2 decimals), in the payment’s currency.
             * @example 1234.56
             */
            amount: number;
            /** @enum {string} */
            currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
            /**
             * @description The provider’s reason for the dispute, such as `fraudulent`.
             * @example fraudulent
             */
            reason: string;
            /** @enum {string} */
            status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST";
            /**
             * Format: date-time
             * @description Evidence is accepted until then (UTC), while the dispute NEEDS_RESPONSE.
             */
            evidenceDueBy: string;
            /** @description The evidence submitted; null until then. */
            evidence: string | null;
            evidenceSubmittedAt: string | null;
            providerDisputeId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            tenant: components["schemas"]["TenantRef"];
        };
        /** @description Newest first. `total` counts matching entries up to 1,000; 1,000 means at least that many (narrow with createdBefore to reach older entries). */
        RequestLogList: {
            data: components["schemas"]["RequestLogEntry"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        RequestLogEntry: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Who made the request: the tenant itself, or an administrator acting on it.
             * @enum {string}
             */
            actorType: "tenant" | "admin";
            actorId: string | null;
            /** @description The tenant API key the request was made with (`GET /tenants/me/api-keys/{id}`); null for the tenant’s token, the console and administrators. */
            apiKeyId: string | null;
            method: string;
            /** @description The route template the request matched (`/payments/{id}`), or `unmatched`. */
            route: string;
            path: string;
            /** @description The query string without `?`; values of secret-named parameters redacted. */
            query: string;
            status: number;
            /** @description Time from the request reaching the app to the answer, in milliseconds. */
            durationMs: number;
            correlationId: string;
            idempotencyKey: string | null;
            /** @description The answer came from the idempotency store (a keyed write sent again). */
            replayed: boolean;
            ip: string | null;
            userAgent: string | null;
            /** @description For answers of 400 and above, what went wrong: the first detail of a validation failure (with how many more there are), else the error message. */
            errorMessage: string | null;
        };
        RequestLogEntryDetail: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Who made the request: the tenant itself, or an administrator acting on it.
             * @enum {string}
             */
            actorType: "tenant" | "admin";
            actorId: string | null;
            /** @description The tenant API key the request was made with (`GET /tenants/me/api-keys/{id}`); null for the tenant’s token, the console and administrators. */
            apiKeyId: string | null;
            method: string;
            /** @description The route template the request matched (`/payments/{id}`), or `unmatched`. */
            route: string;
            path: string;
            /** @description The query string without `?`; values of secret-named parameters redacted. */
            query: string;
            status: number;
            /** @description Time from the request reaching the app to the answer, in milliseconds. */
            durationMs: number;
            correlationId: string;
            idempotencyKey: string | null;
            /** @description The answer came from the idempotency store (a keyed write sent again). */
            replayed: boolean;
            ip: string | null;
            userAgent: string | null;
            /** @description For answers of 400 and above, what went wrong: the first detail of a validation failure (with how many more there are), else the error message. */
            errorMessage: string | null;
            /** @description For answers of 400 and above: the request body as sent, secrets redacted, cut at 8,192 characters. */
            requestBody: string | null;
            /** @description For answers of 400 and above: the error body answered, cut at 8,192 characters. */
            errorBody: string | null;
        };
        Insights: {
            /** @enum {string} */
            window: "24h" | "7d" | "30d";
            /** @enum {string} */
            bucket: "hour" | "day";
            /**
             * @description The zone whose days the daily buckets are, as asked (UTC by default).
             * @example UTC
             */
            timeZone: string;
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            totals: {
                requests: number;
                /** @description Answers 400–499. */
                clientErrors: number;
                /** @description Answers 500 and above. */
                serverErrors: number;
                /** @description Median latency, read from 25%-wide buckets; null without requests. */
                p50LatencyMs: number | null;
                p95LatencyMs: number | null;
                payments: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    created: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    createdAmount: string;
                    succeeded: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    succeededAmount: string;
                }[];
                /** @description Refunds that succeeded in the window, per currency, counted when the provider settled them (a SUCCEEDED refund’s `updatedAt`). */
                refunds: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    /** @description Refunds that succeeded. */
                    refunded: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    refundedAmount: string;
                }[];
            };
            /** @description Disputes open at the time of the answer, whatever the window. */
            openDisputes: {
                /** @description Disputes open now: NEEDS_RESPONSE and UNDER_REVIEW. */
                count: number;
                needsResponse: number;
                underReview: number;
                /** @description NEEDS_RESPONSE disputes whose evidence is due in the next 72 hours (not those already overdue). */
                dueWithin72h: number;
                /** @description The amount the open disputes contest, per currency. */
                atStake: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    count: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    amount: string;
                }[];
            };
            series: {
                /** Format: date-time */
                start: string;
                requests: number;
                /** @description Answers 400–499. */
                clientErrors: number;
                /** @description Answers 500 and above. */
                serverErrors: number;
                /** @description Median latency, read from 25%-wide buckets; null without requests. */
                p50LatencyMs: number | null;
                p95LatencyMs: number | null;
                /** @description Payments created in the bucket and payments that succeeded in it, per currency. */
                payments: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    created: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    createdAmount: string;
                    succeeded: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    succeededAmount: string;
                }[];
            }[];
            /** @description The most frequent errors of the window by status and message, at most 10. */
            topErrors: {
                status: number;
                message: string;
                count: number;
                /** Format: date-time */
                lastAt: string;
                lastCorrelationId: string;
            }[];
        };
        PlatformInsights: {
            /** @enum {string} */
            window: "24h" | "7d" | "30d";
            /** @enum {string} */
            bucket: "hour" | "day";
            /**
             * @description The zone whose days the daily buckets are, as asked (UTC by default).
             * @example UTC
             */
            timeZone: string;
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            totals: {
                requests: number;
                /** @description Answers 400–499. */
                clientErrors: number;
                /** @description Answers 500 and above. */
                serverErrors: number;
                /** @description Median latency, read from 25%-wide buckets; null without requests. */
                p50LatencyMs: number | null;
                p95LatencyMs: number | null;
                payments: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    created: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    createdAmount: string;
                    succeeded: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    succeededAmount: string;
                }[];
                /** @description Refunds that succeeded in the window, per currency, counted when the provider settled them (a SUCCEEDED refund’s `updatedAt`). */
                refunds: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    /** @description Refunds that succeeded. */
                    refunded: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    refundedAmount: string;
                }[];
            };
            /** @description Disputes open at the time of the answer, whatever the window. */
            openDisputes: {
                /** @description Disputes open now: NEEDS_RESPONSE and UNDER_REVIEW. */
                count: number;
                needsResponse: number;
                underReview: number;
                /** @description NEEDS_RESPONSE disputes whose evidence is due in the next 72 hours (not those already overdue). */
                dueWithin72h: number;
                /** @description The amount the open disputes contest, per currency. */
                atStake: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    count: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    amount: string;
                }[];
            };
            series: {
                /** Format: date-time */
                start: string;
                requests: number;
                /** @description Answers 400–499. */
                clientErrors: number;
                /** @description Answers 500 and above. */
                serverErrors: number;
                /** @description Median latency, read from 25%-wide buckets; null without requests. */
                p50LatencyMs: number | null;
                p95LatencyMs: number | null;
                /** @description Payments created in the bucket and payments that succeeded in it, per currency. */
                payments: {
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    created: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    createdAmount: string;
                    succeeded: number;
                    /**
                     * @description Exact decimal in the currency’s main unit.
                     * @example 1250.00
                     */
                    succeededAmount: string;
                }[];
            }[];
            /** @description The most frequent errors of the window by status and message, at most 10. */
            topErrors: {
                status: number;
                message: string;
                count: number;
                /** Format: date-time */
                lastAt: string;
                lastCorrelationId: string;
            }[];
            topTenants: {
                /** @description At most 5. */
                byRequests: {
                    /** Format: uuid */
                    tenantId: string;
                    appId: string | null;
                    name: string | null;
                    count: number;
                }[];
                /** @description Answers of 400 and above; at most 5. */
                byErrors: {
                    /** Format: uuid */
                    tenantId: string;
                    appId: string | null;
                    name: string | null;
                    count: number;
                }[];
            };
        };
        AuditEventList: {
            data: components["schemas"]["AuditEvent"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        AuditEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            actorType: string;
            actorId: string | null;
            /** @description The person behind a console action (an administrator, or a member acting for a tenant); null for the API, the admin key and the system. */
            personId: string | null;
            /** @description That person’s e-mail address when they acted. */
            personEmail: string | null;
            action: string;
            targetType: string | null;
            targetId: string | null;
            correlationId: string | null;
            ip: string | null;
            details: {
                [key: string]: unknown;
            };
            /** @description What the actor is called: a tenant’s name, an administrator’s e-mail; null when the id names nothing the service knows (or there is no id). */
            actorName: string | null;
            /** @description What the target is called, as for the actor; a tenant no longer stored keeps the name the event recorded. */
            targetName: string | null;
        };
        ProviderEventReceipt: {
            /** @constant */
            received: true;
            duplicate: boolean;
            /** @enum {string} */
            outcome?: "applied" | "ignored" | "stale";
        };
        AccountProfile: {
            /** Format: uuid */
            id: string;
            username: string;
            email: string;
            emailConfirmed: boolean;
            pendingEmail: string | null;
            /** @enum {string} */
            role: "student" | "instructor" | "admin";
            /** Format: date */
            birthDate: string;
            /** @enum {string} */
            parentalConsent: "not-required" | "pending" | "given";
            subscription: components["schemas"]["AccountSubscription"];
            /** Format: date-time */
            createdAt: string;
            lastLogin: string | null;
        };
        AccountSubscription: {
            /** @enum {string} */
            type: "free" | "pro" | "enterprise";
            /** Format: date-time */
            startsAt: string;
            endsAt: string | null;
        };
        AccountTokens: {
            accessToken: string;
            refreshToken: string;
            /** @constant */
            tokenType: "Bearer";
            /**
             * @description Lifetime of the access token in seconds.
             * @constant
             */
            expiresIn: 3600;
        };
        AccountLoggedOut: {
            /** @constant */
            loggedOut: true;
        };
        /** @description Everything held about the calling user (GDPR Art. 15 and 20). Never a password hash, token or key. */
        AccountExport: {
            /** Format: date-time */
            exportedAt: string;
            profile: {
                /** Format: uuid */
                id: string;
                username: string;
                email: string;
                emailConfirmed: boolean;
                pendingEmail: string | null;
                /** @enum {string} */
                role: "student" | "instructor" | "admin";
                /** Format: date */
                birthDate: string;
                /** @enum {string} */
                parentalConsent: "not-required" | "pending" | "given";
                subscription: components["schemas"]["AccountSubscription"];
                /** Format: date-time */
                createdAt: string;
                lastLogin: string | null;
                parentEmail: string | null;
            };
            activity: {
                scores: {
                    /** Format: uuid */
                    id: string;
                    subject: string;
                    /** @description Exact decimal */
                    score: string;
                    /** Format: date-time */
                    recordedAt: string;
                }[];
                statistics: {
                    minutesLearned: number;
                    lessonsCompleted: number;
                    coursesCompleted: number;
                    streakDays: number;
                    /** Format: date-time */
                    updatedAt: string;
                } | null;
                history: {
                    /** Format: uuid */
                    id: string;
                    kind: string;
                    courseId: string | null;
                    details: {
                        [key: string]: unknown;
                    };
                    /** Format: date-time */
                    occurredAt: string;
                }[];
            };
            subscription: {
                /** @enum {string} */
                type: "free" | "pro" | "enterprise";
                /** Format: date-time */
                startsAt: string;
                endsAt: string | null;
                invoices: {
                    /** Format: uuid */
                    id: string;
                    plan: string;
                    amount: string;
                    currency: string;
                    /** Format: date-time */
                    issuedAt: string;
                }[];
            };
            posts: {
                /** Format: uuid */
                id: string;
                title: string;
                body: string;
                hidden: boolean;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            comments: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                postId: string;
                body: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            reactions: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                postId: string;
                kind: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            apiKeys: components["schemas"]["ApiKey"][];
            courses: {
                /** Format: uuid */
                id: string;
                title: string;
                description: string | null;
                category: string | null;
                difficulty: string | null;
                duration: number | null;
                price: string | null;
                tags: string[];
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            technical: {
                securityLog: {
                    action: string;
                    ip: string | null;
                    userAgent: string | null;
                    /** Format: date-time */
                    at: string;
                }[];
                sessions: {
                    /** Format: uuid */
                    id: string;
                    ip: string | null;
                    userAgent: string | null;
                    /** Format: date-time */
                    createdAt: string;
                    revokedAt: string | null;
                }[];
            };
        };
        /** @description An API key of the course API; the key itself is never shown again. */
        ApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
        };
        EmailConfirmation: {
            /** @constant */
            confirmed: true;
            /** @description The address now confirmed. */
            email: string;
        };
        ParentalConsent: {
            /** @constant */
            consented: true;
            username: string;
        };
        AccountDeleted: {
            /** @constant */
            deleted: true;
        };
        CreatedApiKey: {
            /** Format: uuid */
            id: string;
            /** @description The key; shown only in this answer. */
            key: string;
            prefix: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
        };
        UserProfileEnvelope: {
            /** @constant */
            success: true;
            data: components["schemas"]["CourseUserProfile"];
        };
        CourseUserProfile: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "student" | "instructor" | "admin";
            created_at: string;
            last_login: string | null;
        };
        CourseEnvelope: {
            /** @constant */
            success: true;
            data: components["schemas"]["Course"];
        };
        Course: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            category: string | null;
            difficulty: ("beginner" | "intermediate" | "advanced") | null;
            /** @description Minutes. */
            duration: number | null;
            /**
             * @description Exact price as stored (at most 2 decimals).
             * @example 19.99
             */
            price: number | null;
            tags: string[];
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            created_at: string;
            updated_at: string;
        };
        CourseListEnvelope: {
            /** @constant */
            success: true;
            data: components["schemas"]["Course"][];
            pagination: {
                total: number;
                limit: number;
                offset: number;
                hasMore: boolean;
            };
        };
        CourseDeletedEnvelope: {
            /** @constant */
            success: true;
            /** @example Course deleted */
            message: string;
        };
        RetentionRun: {
            securityLogRemoved: number;
            accountsDeleted: number;
            webhookDeliveriesRemoved: number;
            webhookAttemptsRemoved: number;
            mailsRemoved: number;
            /** @description Passkey challenges past their 5 minutes, used or not. */
            passkeyChallengesRemoved: number;
            /** @description Request log entries older than REQUEST_LOG_RETENTION_DAYS, removed from the analytics store. */
            requestLogRemoved: number;
        };
        MailRun: {
            /** @description Mails the relay accepted */
            sent: number;
            /** @description Mails tried again later after a temporary failure */
            rescheduled: number;
            /** @description Mails given up: a permanent (5xx) reply, or the last attempt */
            failed: number;
        };
        ReconcileRun: {
            payments: {
                checked: number;
                changed: number;
                failed: number;
            };
            refunds: {
                checked: number;
                changed: number;
                failed: number;
            };
            /** @description Dispute openings that arrived before their payment could take them, checked with the provider again. */
            disputes: {
                checked: number;
                changed: number;
                failed: number;
            };
        };
        /** @description The billing error body (also used by the account-data API). */
        BillingError: {
            /** @example 400 */
            statusCode: number;
            /** Format: date-time */
            timestamp: string;
            /** @example /tenants/register */
            path: string;
            /** @example Validation failed */
            message: string;
            /** Format: uuid */
            correlationId: string;
            /** @example Bad Request */
            error: string;
            /**
             * @example [
             *       "name must be between 1 and 255 characters"
             *     ]
             */
            details?: string[];
        };
        /** @description The course API error envelope. */
        CourseError: {
            /** @enum {boolean} */
            success: false;
            error: {
                /** @example VALIDATION_ERROR */
                code: string;
                message: string;
                details?: {
                    [key: string]: string;
                };
            };
        };
        /**
         * PaymentCreatedEvent
         * @description A payment was created (`POST /payments`) and is PENDING: the provider has registered it (`providerPaymentId`), and no money has moved yet. Later events of the same payment report each state it enters.
         */
        PaymentCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "payment.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The payment as `GET /payments/{id}` answers it, once it is PENDING. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals).
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId: string;
                description: string | null;
                metadata: {
                    [key: string]: string;
                } | null;
                /** @constant */
                status: "PENDING";
                /**
                 * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
                 * @enum {string}
                 */
                provider: "sandbox" | "stripe";
                /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
                connectorId: string | null;
                /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
                providerPaymentId: string | null;
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                canceledAt: string | null;
                /**
                 * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
                 * @example 0
                 */
                amountRefunded: number;
            };
        };
        /**
         * PaymentProcessingEvent
         * @description The provider started processing the payment: it is PROCESSING. A payment that succeeds or fails passes through this state even when the provider reported only the outcome, so this event comes for every such payment.
         */
        PaymentProcessingEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "payment.processing";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The payment as `GET /payments/{id}` answers it, once it is PROCESSING. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals).
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId: string;
                description: string | null;
                metadata: {
                    [key: string]: string;
                } | null;
                /** @constant */
                status: "PROCESSING";
                /**
                 * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
                 * @enum {string}
                 */
                provider: "sandbox" | "stripe";
                /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
                connectorId: string | null;
                /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
                providerPaymentId: string | null;
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                canceledAt: string | null;
                /**
                 * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
                 * @example 0
                 */
                amountRefunded: number;
            };
        };
        /**
         * PaymentSucceededEvent
         * @description The provider confirmed the payment: it is SUCCEEDED, a final state. This is the event to fulfil an order on.
         */
        PaymentSucceededEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "payment.succeeded";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The payment as `GET /payments/{id}` answers it, once it is SUCCEEDED. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals).
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId: string;
                description: string | null;
                metadata: {
                    [key: string]: string;
                } | null;
                /** @constant */
                status: "SUCCEEDED";
                /**
                 * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
                 * @enum {string}
                 */
                provider: "sandbox" | "stripe";
                /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
                connectorId: string | null;
                /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
                providerPaymentId: string | null;
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                canceledAt: string | null;
                /**
                 * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
                 * @example 0
                 */
                amountRefunded: number;
            };
        };
        /**
         * PaymentFailedEvent
         * @description The provider reported that the payment failed: it is FAILED, a final state. `failureReason` holds the provider’s reason when it gave one (null otherwise).
         */
        PaymentFailedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "payment.failed";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The payment as `GET /payments/{id}` answers it, once it is FAILED. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals).
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId: string;
                description: string | null;
                metadata: {
                    [key: string]: string;
                } | null;
                /** @constant */
                status: "FAILED";
                /**
                 * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
                 * @enum {string}
                 */
                provider: "sandbox" | "stripe";
                /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
                connectorId: string | null;
                /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
                providerPaymentId: string | null;
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                canceledAt: string | null;
                /**
                 * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
                 * @example 0
                 */
                amountRefunded: number;
            };
        };
        /**
         * PaymentCanceledEvent
         * @description The tenant canceled the payment (`POST /payments/{id}/cancel`, or the console) while it was PENDING or PROCESSING: it is CANCELED, a final state, with `canceledAt` set.
         */
        PaymentCanceledEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "payment.canceled";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The payment as `GET /payments/{id}` answers it, once it is CANCELED. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals).
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId: string;
                description: string | null;
                metadata: {
                    [key: string]: string;
                } | null;
                /** @constant */
                status: "CANCELED";
                /**
                 * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
                 * @enum {string}
                 */
                provider: "sandbox" | "stripe";
                /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
                connectorId: string | null;
                /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
                providerPaymentId: string | null;
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                canceledAt: string | null;
                /**
                 * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
                 * @example 0
                 */
                amountRefunded: number;
            };
        };
        /**
         * PaymentRefundedEvent
         * @description Refunds of the payment that SUCCEEDED now add up to its whole amount: it is REFUNDED, a final state, with `amountRefunded` equal to `amount`. Each refund has its own events (`refund.succeeded`); a partly refunded payment stays SUCCEEDED.
         */
        PaymentRefundedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "payment.refunded";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The payment as `GET /payments/{id}` answers it, once it is REFUNDED. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals).
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId: string;
                description: string | null;
                metadata: {
                    [key: string]: string;
                } | null;
                /** @constant */
                status: "REFUNDED";
                /**
                 * @description The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.
                 * @enum {string}
                 */
                provider: "sandbox" | "stripe";
                /** @description The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector. */
                connectorId: string | null;
                /** @description The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`). */
                providerPaymentId: string | null;
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                canceledAt: string | null;
                /**
                 * @description The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.
                 * @example 0
                 */
                amountRefunded: number;
            };
        };
        /**
         * RefundCreatedEvent
         * @description A refund was requested (`POST /payments/{id}/refunds`) and is PENDING: the provider has registered it (`providerRefundId`); no money has moved yet. `refund.succeeded` or `refund.failed` follows.
         */
        RefundCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "refund.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The refund as `GET /refunds/{id}` answers it, once it is PENDING. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                paymentId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals), in the payment’s currency.
                 * @example 10.5
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                /** @constant */
                status: "PENDING";
                reason: ("duplicate" | "fraudulent" | "requested_by_customer") | null;
                metadata: {
                    [key: string]: string;
                } | null;
                providerRefundId: string | null;
                /** @description The provider’s reason, once FAILED; null otherwise. */
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * RefundSucceededEvent
         * @description The provider gave the money back: the refund is SUCCEEDED, a final state, and counts in its payment’s `amountRefunded` (the refund that completes the payment is followed by `payment.refunded`).
         */
        RefundSucceededEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "refund.succeeded";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The refund as `GET /refunds/{id}` answers it, once it is SUCCEEDED. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                paymentId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals), in the payment’s currency.
                 * @example 10.5
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                /** @constant */
                status: "SUCCEEDED";
                reason: ("duplicate" | "fraudulent" | "requested_by_customer") | null;
                metadata: {
                    [key: string]: string;
                } | null;
                providerRefundId: string | null;
                /** @description The provider’s reason, once FAILED; null otherwise. */
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * RefundFailedEvent
         * @description The provider could not give the money back: the refund is FAILED, a final state, with the provider’s `failureReason`. Its amount is refundable again.
         */
        RefundFailedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "refund.failed";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The refund as `GET /refunds/{id}` answers it, once it is FAILED. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                paymentId: string;
                /**
                 * @description Exact amount as stored (at most 2 decimals), in the payment’s currency.
                 * @example 10.5
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                /** @constant */
                status: "FAILED";
                reason: ("duplicate" | "fraudulent" | "requested_by_customer") | null;
                metadata: {
                    [key: string]: string;
                } | null;
                providerRefundId: string | null;
                /** @description The provider’s reason, once FAILED; null otherwise. */
                failureReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * DisputeCreatedEvent
         * @description The payer’s bank disputes a payment: the provider opened a dispute, NEEDS_RESPONSE. Answer it before `evidenceDueBy` with `POST /disputes/{id}/evidence`, or concede it with `POST /disputes/{id}/accept`.
         */
        DisputeCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "dispute.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The dispute as `GET /disputes/{id}` answers it, once it is opened. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                paymentId: string;
                /**
                 * @description Exact amount contested (at most 2 decimals), in the payment’s currency.
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                /**
                 * @description The provider’s reason for the dispute, such as `fraudulent`.
                 * @example fraudulent
                 */
                reason: string;
                /** @enum {string} */
                status: "NEEDS_RESPONSE";
                /**
                 * Format: date-time
                 * @description Evidence is accepted until then (UTC), while the dispute NEEDS_RESPONSE.
                 */
                evidenceDueBy: string;
                /** @description The evidence submitted; null until then. */
                evidence: string | null;
                evidenceSubmittedAt: string | null;
                providerDisputeId: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * DisputeUpdatedEvent
         * @description The dispute is still open and changed: evidence was submitted (UNDER_REVIEW, with `evidence` and `evidenceSubmittedAt`), or the provider moved it forward or changed `evidenceDueBy`.
         */
        DisputeUpdatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "dispute.updated";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The dispute as `GET /disputes/{id}` answers it, after the change, while it is open. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                paymentId: string;
                /**
                 * @description Exact amount contested (at most 2 decimals), in the payment’s currency.
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                /**
                 * @description The provider’s reason for the dispute, such as `fraudulent`.
                 * @example fraudulent
                 */
                reason: string;
                /** @enum {string} */
                status: "NEEDS_RESPONSE" | "UNDER_REVIEW";
                /**
                 * Format: date-time
                 * @description Evidence is accepted until then (UTC), while the dispute NEEDS_RESPONSE.
                 */
                evidenceDueBy: string;
                /** @description The evidence submitted; null until then. */
                evidence: string | null;
                evidenceSubmittedAt: string | null;
                providerDisputeId: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * DisputeClosedEvent
         * @description The dispute is over, a final state: WON (the payment stands) or LOST (the provider’s decision, or the tenant accepted it with `POST /disputes/{id}/accept`).
         */
        DisputeClosedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "dispute.closed";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The dispute as `GET /disputes/{id}` answers it, once it is WON or LOST. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                paymentId: string;
                /**
                 * @description Exact amount contested (at most 2 decimals), in the payment’s currency.
                 * @example 1234.56
                 */
                amount: number;
                /** @enum {string} */
                currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                /**
                 * @description The provider’s reason for the dispute, such as `fraudulent`.
                 * @example fraudulent
                 */
                reason: string;
                /** @enum {string} */
                status: "WON" | "LOST";
                /**
                 * Format: date-time
                 * @description Evidence is accepted until then (UTC), while the dispute NEEDS_RESPONSE.
                 */
                evidenceDueBy: string;
                /** @description The evidence submitted; null until then. */
                evidence: string | null;
                evidenceSubmittedAt: string | null;
                providerDisputeId: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * CustomerCreatedEvent
         * @description A customer was created (`POST /customers`, or the console). `data` is the customer as `GET /customers/{id}` answers it. Payments whose `userId` equals its `externalId` are its payments.
         */
        CustomerCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "customer.created";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The customer as `GET /customers/{id}` answers it. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                email: string | null;
                name: string | null;
                externalId: string | null;
                metadata: {
                    [key: string]: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * CustomerUpdatedEvent
         * @description A customer’s e-mail, name, external id or metadata changed (`PATCH /customers/{id}`): `data` is the customer after the change. A change that changes nothing sends no event.
         */
        CustomerUpdatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "customer.updated";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The customer as `GET /customers/{id}` answers it, after the change. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                email: string | null;
                name: string | null;
                externalId: string | null;
                metadata: {
                    [key: string]: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        /**
         * CustomerDeletedEvent
         * @description A customer was deleted (`DELETE /customers/{id}`): `data` is the customer as it was, with `deleted: true`. Its payments are untouched.
         */
        CustomerDeletedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "customer.deleted";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The customer as it was when deleted, with `deleted: true`. */
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                tenantId: string;
                email: string | null;
                name: string | null;
                externalId: string | null;
                metadata: {
                    [key: string]: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /**
                 * @description Always true: the customer is deleted and no longer listed or read.
                 * @constant
                 */
                deleted: true;
            };
        };
        /**
         * TenantUpdatedEvent
         * @description The tenant’s own settings changed (`PATCH /tenants/me`, or the console): `data.tenant` is the tenant after the change and `data.changed` names the settings that changed. A new webhook URL gets this event itself; removing the URL sends none.
         */
        TenantUpdatedEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "tenant.updated";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The tenant after the change, and which of its settings changed. */
            data: {
                /** @description The tenant as `GET /tenants/me` answers it, after the change. */
                tenant: {
                    /** Format: uuid */
                    id: string;
                    appId: string;
                    name: string;
                    webhookUrl: string | null;
                    /** @enum {string} */
                    status: "ACTIVE" | "SUSPENDED" | "DELETED";
                    /** Format: date-time */
                    createdAt: string;
                    /** Format: date-time */
                    updatedAt: string;
                };
                /** @description The settings that changed, in no particular order. */
                changed: ("name" | "webhookUrl")[];
            };
        };
        /**
         * WebhookTestEvent
         * @description Sent on request from the console or `POST /tenants/me/webhook-test`, to check that a receiver is reachable and verifies signatures. It changes nothing; answer it with a 2xx like any other event.
         */
        WebhookTestEvent: {
            /**
             * Format: uuid
             * @description The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.
             */
            id: string;
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the event happened (UTC); attempts and resends keep it.
             */
            createdAt: string;
            /** @description The tenant the test is sent for, and a note that nothing changed. */
            data: {
                /** Format: uuid */
                tenantId: string;
                /** @description A fixed sentence saying this is a test; do not parse it. */
                message: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "health-health": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessReport"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "health-live": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessReport"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "health-ready": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is down (or the instance is starting or shutting down) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    "health-serving": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is down (or the instance is starting or shutting down) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    "tenants-register": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    appId?: string;
                    appSecret: string;
                    /** Format: uri */
                    webhookUrl?: string;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-login": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appId: string;
                    appSecret: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-me": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-updateMe": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    webhookUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-exportMe": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantExport"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt" | "updatedAt" | "name" | "appId" | "status";
                status?: "ACTIVE" | "SUSPENDED" | "DELETED";
                search?: string;
                createdAfter?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-suspend": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-reactivate": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "tenants-changeSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appSecret: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantApiKeyList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the key is for, as people will read it.
                     * @example Reporting job
                     */
                    name: string;
                    /**
                     * @description "all", or the access per resource (payments, refunds, disputes, customers, prices, webhooks, requestLog, tenant): none, read or write (write includes read). A resource left out is none.
                     * @example {
                     *       "payments": "read",
                     *       "refunds": "read"
                     *     }
                     */
                    permissions: "all" | {
                        /**
                         * @description Access to payments.
                         * @enum {string}
                         */
                        payments?: "none" | "read" | "write";
                        /**
                         * @description Access to refunds.
                         * @enum {string}
                         */
                        refunds?: "none" | "read" | "write";
                        /**
                         * @description Access to disputes.
                         * @enum {string}
                         */
                        disputes?: "none" | "read" | "write";
                        /**
                         * @description Access to customers.
                         * @enum {string}
                         */
                        customers?: "none" | "read" | "write";
                        /**
                         * @description Access to prices.
                         * @enum {string}
                         */
                        prices?: "none" | "read" | "write";
                        /**
                         * @description Access to webhooks.
                         * @enum {string}
                         */
                        webhooks?: "none" | "read" | "write";
                        /**
                         * @description Access to requestLog.
                         * @enum {string}
                         */
                        requestLog?: "none" | "read" | "write";
                        /**
                         * @description Access to tenant.
                         * @enum {string}
                         */
                        tenant?: "none" | "read" | "write";
                    };
                    expiresAt?: string | null;
                    /**
                     * @description Where the key may be used from: up to 50 IPv4 or IPv6 CIDR blocks (a single address is a /32 or /128). Empty: anywhere. A request from elsewhere is refused with 401.
                     * @example [
                     *       "203.0.113.0/24",
                     *       "2001:db8::/32"
                     *     ]
                     */
                    allowedIps?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTenantApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description API key id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description API key id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description API key id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the key is for, as people will read it.
                     * @example Reporting job
                     */
                    name?: string;
                    /**
                     * @description Replaces the key’s permissions.
                     * @example {
                     *       "payments": "read",
                     *       "refunds": "read"
                     *     }
                     */
                    permissions?: "all" | {
                        /**
                         * @description Access to payments.
                         * @enum {string}
                         */
                        payments?: "none" | "read" | "write";
                        /**
                         * @description Access to refunds.
                         * @enum {string}
                         */
                        refunds?: "none" | "read" | "write";
                        /**
                         * @description Access to disputes.
                         * @enum {string}
                         */
                        disputes?: "none" | "read" | "write";
                        /**
                         * @description Access to customers.
                         * @enum {string}
                         */
                        customers?: "none" | "read" | "write";
                        /**
                         * @description Access to prices.
                         * @enum {string}
                         */
                        prices?: "none" | "read" | "write";
                        /**
                         * @description Access to webhooks.
                         * @enum {string}
                         */
                        webhooks?: "none" | "read" | "write";
                        /**
                         * @description Access to requestLog.
                         * @enum {string}
                         */
                        requestLog?: "none" | "read" | "write";
                        /**
                         * @description Access to tenant.
                         * @enum {string}
                         */
                        tenant?: "none" | "read" | "write";
                    };
                    /** @description A new expiry; null: never. Not for a key being rolled (its expiry is the roll’s). */
                    expiresAt?: string | null;
                    /**
                     * @description Replaces the blocks the key may be used from; empty: anywhere.
                     * @example [
                     *       "203.0.113.0/24",
                     *       "2001:db8::/32"
                     *     ]
                     */
                    allowedIps?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-roll": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description API key id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description How long the old key keeps working beside the new one: `now` refuses it at once.
                     * @example 24h
                     * @enum {string}
                     */
                    expireOldIn: "now" | "1h" | "24h" | "7d";
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolledTenantApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-listForTenant": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantApiKeyList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "apiKeys-revokeForTenant": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
                /**
                 * @description API key id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-eventTypes": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventTypeList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-secret": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description How long the old secret keeps signing too: every event then carries two signatures, so a receiver holding either verifies it. `none` drops it at once. Default `24h`.
                     * @default 24h
                     * @enum {string}
                     */
                    gracePeriod?: "none" | "1h" | "24h" | "7d";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-expirePreviousSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretGrace"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-deliveries": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
                endpointId?: string;
                eventType?: "payment.created" | "payment.processing" | "payment.succeeded" | "payment.failed" | "payment.canceled" | "payment.refunded" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "customer.created" | "customer.updated" | "customer.deleted" | "tenant.updated" | "webhook.test";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-sendTest": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-deliveriesForTenant": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
                endpointId?: string;
                eventType?: "payment.created" | "payment.processing" | "payment.succeeded" | "payment.failed" | "payment.canceled" | "payment.refunded" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "customer.created" | "customer.updated" | "customer.deleted" | "tenant.updated" | "webhook.test";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-resend": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Delivery id (UUID), the `webhook-id` of the event.
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhooks-runDeliveries": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryRun"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where the events are posted: https (http only where private targets are allowed, for local development).
                     */
                    url: string;
                    /**
                     * @description What it is for, as people will read it.
                     * @default
                     */
                    description?: string;
                    /**
                     * @description The event types it receives (`GET /webhook-event-types`); absent or empty: every type.
                     * @example [
                     *       "payment.succeeded",
                     *       "payment.failed"
                     *     ]
                     */
                    eventTypes?: string[];
                    /** @default true */
                    enabled?: boolean;
                    /**
                     * @description Up to 10 headers sent with every delivery to this endpoint, name to value. The signature, content and trace headers (webhook-id, webhook-timestamp, webhook-signature, content-type, content-length, content-encoding, transfer-encoding, user-agent, host, connection, keep-alive, upgrade, expect, te, trailer, traceparent, tracestate) cannot be set.
                     * @default {}
                     * @example {
                     *       "X-Api-Key": "receiver-key"
                     *     }
                     */
                    headers?: {
                        [key: string]: string;
                    };
                    /** @default null */
                    rateLimitPerSecond?: number | null;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url?: string;
                    description?: string;
                    /**
                     * @description The event types it receives (`GET /webhook-event-types`); absent or empty: every type.
                     * @example [
                     *       "payment.succeeded",
                     *       "payment.failed"
                     *     ]
                     */
                    eventTypes?: string[];
                    /** @description false stops its deliveries; true re-enables it (also one the platform disabled). */
                    enabled?: boolean;
                    /**
                     * @description Replaces every custom header.
                     * @example {
                     *       "X-Api-Key": "receiver-key"
                     *     }
                     */
                    headers?: {
                        [key: string]: string;
                    };
                    rateLimitPerSecond?: number | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-secret": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description How long the old secret keeps signing too: every event then carries two signatures, so a receiver holding either verifies it. `none` drops it at once. Default `24h`.
                     * @default 24h
                     * @enum {string}
                     */
                    gracePeriod?: "none" | "1h" | "24h" | "7d";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-test": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The type of the example event sent (its catalog example, with a new id and time). Default `webhook.test`.
                     * @default webhook.test
                     * @enum {string}
                     */
                    eventType?: "payment.created" | "payment.processing" | "payment.succeeded" | "payment.failed" | "payment.canceled" | "payment.refunded" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "customer.created" | "customer.updated" | "customer.deleted" | "tenant.updated" | "webhook.test";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointTestResult"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-recover": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Webhook endpoint id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Recover the events created since then, at most 30 days back.
                     * @example 2026-01-31T10:00:00Z
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointRecovery"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "webhookEndpoints-listForTenant": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnectorList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "sandbox" | "stripe";
                    /** @description What the tenant calls it; the provider’s name by default. */
                    name?: string;
                    /** @description A Stripe secret key (`sk_test_…`, `sk_live_…`) or restricted key (`rk_…`); checked against Stripe when saved, stored sealed, never answered. */
                    secretKey?: string;
                    /** @description The signing secret Stripe shows for the webhook endpoint (`whsec_…`): it verifies the events sent to this connector’s webhook address. */
                    webhookSecret?: string;
                    /** @description Make it the default connector (the tenant’s first connector is the default anyway). */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnector"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnector"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Payment connector id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnector"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Payment connector id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnector"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Payment connector id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @constant */
                    isDefault?: true;
                    /** @description false: new payments may not use it (its payments’ events still apply); true: enabled again. */
                    enabled?: boolean;
                    /** @description A Stripe secret key (`sk_test_…`, `sk_live_…`) or restricted key (`rk_…`); checked against Stripe when saved, stored sealed, never answered. */
                    secretKey?: string;
                    /** @description The signing secret Stripe shows for the webhook endpoint (`whsec_…`): it verifies the events sent to this connector’s webhook address. */
                    webhookSecret?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnector"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-test": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Payment connector id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConnectorTest"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Called with an API key */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-listAll": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                tenantId?: string;
                provider?: "sandbox" | "stripe";
                status?: "ENABLED" | "DISABLED";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformPaymentConnectorList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "paymentConnectors-disable": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Payment connector id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformPaymentConnector"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "payments-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt" | "amount" | "updatedAt";
                status?: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "CANCELED" | "REFUNDED";
                currency?: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId?: string;
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "payments-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Amount in the currency's main unit, 1 to 10000000, at most 2 decimals.
                     * @example 1234.56
                     */
                    amount: number;
                    /**
                     * Format: uuid
                     * @description The tenant’s payment connector to use; by default the tenant’s default connector, or the built-in sandbox when it has none.
                     */
                    connectorId?: string;
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    /** @description The paying user, as the tenant knows them: 1 to 255 characters, not only blanks; stored exactly as sent. */
                    userId: string;
                    description?: string | null;
                    metadata?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWithNextAction"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWithNextAction"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "payments-summary": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSummary"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "payments-listForTenant": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt" | "amount" | "updatedAt";
                status?: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "CANCELED" | "REFUNDED";
                currency?: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                userId?: string;
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "payments-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Payment id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWithNextAction"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "payments-cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Payment id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "refunds-listForPayment": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Payment id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "refunds-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Payment id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Amount to give back, in the payment’s currency: more than 0, at most 2 decimals, at most what is left to refund. Default: all that is left.
                     * @example 10.5
                     */
                    amount?: number;
                    reason?: ("duplicate" | "fraudulent" | "requested_by_customer") | null;
                    metadata?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "refunds-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "refunds-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Refund id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "disputes-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt" | "evidenceDueBy";
                status?: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST";
                paymentId?: string;
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "disputes-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Dispute id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "disputes-submitEvidence": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Dispute id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The tenant’s answer to the dispute, sent to the provider as is: 1 to 20000 characters.
                     * @example Delivered on 2026-03-03, signed for by the cardholder (tracking 1Z999).
                     */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "disputes-accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Dispute id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "customers-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                email?: string;
                externalId?: string;
                search?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "customers-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    name?: string | null;
                    externalId?: string | null;
                    metadata?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "customers-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Customer id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "customers-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Customer id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedCustomer"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "customers-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Customer id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    name?: string | null;
                    externalId?: string | null;
                    /** @description Replaces the whole map (`{}` or `null` empties it). */
                    metadata?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "prices-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                active?: boolean;
                currency?: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                type?: "one_time" | "recurring";
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "prices-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname?: string | null;
                    /** @enum {string} */
                    currency: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                    /**
                     * @description The amount charged each time, in the currency’s minor units as an integer: `1990` is EUR 19.90; a zero-decimal currency (JPY) counts whole units. 0 (free) to the payment maximum (10000000 in the main unit). A JSON number: `"1990"` or `"0x1F"` are refused.
                     * @example 1990
                     */
                    unitAmount: number;
                    recurring?: {
                        /** @enum {string} */
                        interval: "day" | "week" | "month" | "year";
                        /**
                         * @description How many intervals between two charges (default 1): `{interval: "month", intervalCount: 3}` is quarterly. At most three years.
                         * @default 1
                         */
                        intervalCount?: number;
                    } | null;
                    /** @description Free days a subscription to this price starts with (recurring prices only). */
                    trialDays?: number | null;
                };
            };
        };
        responses: {
            /** @description Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true`: the stored answer of the earlier request */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "prices-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Price id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "prices-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Price id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname?: string | null;
                    /** @description `false` archives the price (no new sales; it stays readable), `true` makes it available again. */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "platform-payments": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                status?: "PENDING" | "PROCESSING" | "SUCCEEDED" | "FAILED" | "CANCELED" | "REFUNDED";
                currency?: "HUF" | "EUR" | "USD" | "GBP" | "CHF" | "CZK" | "PLN" | "RON";
                createdAfter?: string;
                createdBefore?: string;
                sortBy?: "createdAt";
                tenantId?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformPaymentList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "platform-refunds": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
                createdAfter?: string;
                createdBefore?: string;
                tenantId?: string;
                paymentId?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformRefundList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "platform-disputes": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt" | "evidenceDueBy";
                status?: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST";
                paymentId?: string;
                createdAfter?: string;
                createdBefore?: string;
                tenantId?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformDisputeList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "platform-dispute": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Dispute id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformDispute"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "requestLog-listMine": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: string;
                method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
                path?: string;
                createdAfter?: string;
                createdBefore?: string;
                correlationId?: string;
                error?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "requestLog-getMine": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Request log entry id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogEntryDetail"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "requestLog-insightsMine": {
        parameters: {
            query?: {
                window?: "24h" | "7d" | "30d";
                timeZone?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Insights"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps` */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "requestLog-listForTenant": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "createdAt";
                status?: string;
                method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
                path?: string;
                createdAfter?: string;
                createdBefore?: string;
                correlationId?: string;
                error?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Tenant id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "requestLog-insightsPlatform": {
        parameters: {
            query?: {
                window?: "24h" | "7d" | "30d";
                timeZone?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformInsights"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "audit-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "at";
                actorId?: string;
                action?: string;
                targetId?: string;
                personId?: string;
                involving?: string;
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "providerWebhooks-paymentProvider": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, signed with the body. */
                "webhook-id": string;
                /** @description Unix time (seconds) of signing; refused when more than 5 minutes from the server clock. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` with `PAYMENT_PROVIDER_WEBHOOK_SECRET`. */
                "webhook-signature": string;
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The provider's event id; a second delivery of the same id is not applied again. */
                    id: string;
                    /**
                     * @description payment.processing, payment.succeeded, payment.failed move the payment; refund.succeeded, refund.failed settle a refund; dispute.created, dispute.updated, dispute.closed open and move a dispute; any other type is recorded and answered with `outcome: ignored`.
                     * @example payment.processing
                     * @example payment.succeeded
                     * @example payment.failed
                     * @example refund.succeeded
                     * @example refund.failed
                     * @example dispute.created
                     * @example dispute.updated
                     * @example dispute.closed
                     */
                    type: string;
                    /** Format: date-time */
                    createdAt: string;
                    data: {
                        /** @description Required, except on the refund events and on dispute.updated and dispute.closed (which name their refund or dispute instead). */
                        providerPaymentId?: string;
                        /** @description Required on refund.succeeded and refund.failed: the refund the provider settled. */
                        providerRefundId?: string;
                        failureReason?: string | null;
                        /** @description Required on dispute.created, dispute.updated, dispute.closed: the dispute. */
                        providerDisputeId?: string;
                        /**
                         * @description On dispute.created: the amount contested, exact decimal text; the whole payment when left out.
                         * @example 1234.56
                         */
                        amount?: unknown;
                        /** @description On dispute.created: the payment’s currency. */
                        currency?: unknown;
                        /** @description Required on dispute.created: why the payer disputes the payment (`fraudulent`...). */
                        reason?: unknown;
                        /** @description On dispute.updated, the dispute’s new state; required on dispute.closed: `won` or `lost`. */
                        status?: unknown;
                        /** @description Required on dispute.created (and may change on dispute.updated): the deadline for evidence, ISO 8601. */
                        evidenceDueBy?: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderEventReceipt"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "stripeWebhooks-receive": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description The payment connector the events are for (its `webhookUrl`).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                connectorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Stripe’s event id (`evt_…`). */
                    id: string;
                    /** @description Stripe’s event type (`payment_intent.succeeded`…). */
                    type: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderEventReceipt"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After); or the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-register": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    /** Format: date */
                    birthDate: string;
                    /**
                     * @description Defaults to student.
                     * @enum {string}
                     */
                    role?: "student" | "instructor";
                    /**
                     * Format: email
                     * @description Required under 16: the parent's address, where the consent link goes.
                     */
                    parentEmail?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountProfile"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The request is valid but the action is not possible in the current state */
            422: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-login": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTokens"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-refresh": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The refresh token of the last login or refresh. */
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTokens"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLoggedOut"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountProfile"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-export": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-updateProfile": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountProfile"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict; or Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-confirmEmail": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the mailed link. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmation"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-parentalConsent": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the mailed link. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentalConsent"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-deleteAccount": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeleted"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-listApiKeys": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-createApiKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description A label for the key; `API key <prefix>` when left out.
                     * @example CI pipeline
                     */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "account-revokeApiKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
                /** @description UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; another payload with the same key is a 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description API key id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter; or Idempotency-Key is not a UUID v4 */
            400: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Idempotency-Key reused with another payload */
            409: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Rate limit exceeded (see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After); or the idempotency store is unavailable or the key still in progress */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "courses-profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileEnvelope"];
                };
            };
            /** @description Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST) */
            400: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED) */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Invalid data (code VALIDATION_ERROR): `details` maps each field to a message */
            422: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
        };
    };
    "courses-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortOrder?: "asc" | "desc";
                sortBy?: "created_at" | "updated_at" | "title" | "price";
                status?: "draft" | "published" | "archived";
                difficulty?: "beginner" | "intermediate" | "advanced";
                search?: string;
            };
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseListEnvelope"];
                };
            };
            /** @description Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST) */
            400: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED) */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Invalid data (code VALIDATION_ERROR): `details` maps each field to a message */
            422: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
        };
    };
    "courses-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example Introduction to TypeScript */
                    title: string;
                    description?: string;
                    category?: string;
                    /** @enum {string} */
                    difficulty?: "beginner" | "intermediate" | "advanced";
                    /**
                     * @description Length in minutes.
                     * @example 120
                     */
                    duration?: number;
                    /**
                     * @description Greater than 0, at most 99999999.99, at most 2 decimals.
                     * @example 19.99
                     */
                    price?: number;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseEnvelope"];
                };
            };
            /** @description Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST) */
            400: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED) */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Students may not create or change courses (code FORBIDDEN) */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Invalid data (code VALIDATION_ERROR): `details` maps each field to a message */
            422: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
        };
    };
    "courses-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Course id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseEnvelope"];
                };
            };
            /** @description Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST) */
            400: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED) */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description No such course, or another instructor’s (code NOT_FOUND) */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Invalid data (code VALIDATION_ERROR): `details` maps each field to a message */
            422: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
        };
    };
    "courses-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Course id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example Introduction to TypeScript */
                    title?: string;
                    description?: string;
                    category?: string;
                    /** @enum {string} */
                    difficulty?: "beginner" | "intermediate" | "advanced";
                    /**
                     * @description Length in minutes.
                     * @example 120
                     */
                    duration?: number;
                    /**
                     * @description Greater than 0, at most 99999999.99, at most 2 decimals.
                     * @example 19.99
                     */
                    price?: number;
                    tags?: string[];
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseEnvelope"];
                };
            };
            /** @description Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST) */
            400: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED) */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Students may not create or change courses (code FORBIDDEN) */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description No such course, or another instructor’s (code NOT_FOUND) */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Invalid data (code VALIDATION_ERROR): `details` maps each field to a message */
            422: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
        };
    };
    "courses-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path: {
                /**
                 * @description Course id (UUID).
                 * @example 3fa85f64-5717-4562-b3fc-2c963f66afa6
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseDeletedEnvelope"];
                };
            };
            /** @description Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST) */
            400: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED) */
            401: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Students may not create or change courses (code FORBIDDEN) */
            403: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description No such course, or another instructor’s (code NOT_FOUND) */
            404: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Invalid data (code VALIDATION_ERROR): `details` maps each field to a message */
            422: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After) */
            429: {
                headers: {
                    /** @description Requests allowed per window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset": number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Requests allowed per window; sent when the request was counted before it failed */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window; sent when the request was counted before it failed */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets; sent when the request was counted before it failed */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseError"];
                };
            };
        };
    };
    "jobs-runRetention": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionRun"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "jobs-sendMails": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailRun"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    "jobs-reconcilePayments": {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID v4 echoed on the response and in every log line; generated when missing or invalid. */
                "X-Correlation-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcileRun"];
                };
            };
            /** @description Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description Unexpected error (no details are disclosed) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
            /** @description The database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingError"];
                };
            };
        };
    };
    paymentCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `payment.created` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e01",
                 *       "createdAt": "2026-03-02T09:15:04.201Z",
                 *       "type": "payment.created",
                 *       "data": {
                 *         "id": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "userId": "user-42",
                 *         "description": "Order 1042",
                 *         "metadata": {
                 *           "orderId": "1042"
                 *         },
                 *         "status": "PENDING",
                 *         "provider": "sandbox",
                 *         "connectorId": null,
                 *         "providerPaymentId": "sbx_4f1c2b9a7d3e6f08a5b2c1d0",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-02T09:15:04.201Z",
                 *         "updatedAt": "2026-03-02T09:15:04.201Z",
                 *         "canceledAt": null,
                 *         "amountRefunded": 0
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentCreatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentProcessingWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `payment.processing` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e02",
                 *       "createdAt": "2026-03-02T09:15:06.480Z",
                 *       "type": "payment.processing",
                 *       "data": {
                 *         "id": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "userId": "user-42",
                 *         "description": "Order 1042",
                 *         "metadata": {
                 *           "orderId": "1042"
                 *         },
                 *         "status": "PROCESSING",
                 *         "provider": "sandbox",
                 *         "connectorId": null,
                 *         "providerPaymentId": "sbx_4f1c2b9a7d3e6f08a5b2c1d0",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-02T09:15:04.201Z",
                 *         "updatedAt": "2026-03-02T09:15:06.480Z",
                 *         "canceledAt": null,
                 *         "amountRefunded": 0
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentProcessingEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentSucceededWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `payment.succeeded` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e03",
                 *       "createdAt": "2026-03-02T09:15:09.012Z",
                 *       "type": "payment.succeeded",
                 *       "data": {
                 *         "id": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "userId": "user-42",
                 *         "description": "Order 1042",
                 *         "metadata": {
                 *           "orderId": "1042"
                 *         },
                 *         "status": "SUCCEEDED",
                 *         "provider": "sandbox",
                 *         "connectorId": null,
                 *         "providerPaymentId": "sbx_4f1c2b9a7d3e6f08a5b2c1d0",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-02T09:15:04.201Z",
                 *         "updatedAt": "2026-03-02T09:15:09.012Z",
                 *         "canceledAt": null,
                 *         "amountRefunded": 0
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentSucceededEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `payment.failed` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e04",
                 *       "createdAt": "2026-03-02T09:15:09.012Z",
                 *       "type": "payment.failed",
                 *       "data": {
                 *         "id": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "userId": "user-42",
                 *         "description": "Order 1042",
                 *         "metadata": {
                 *           "orderId": "1042"
                 *         },
                 *         "status": "FAILED",
                 *         "provider": "sandbox",
                 *         "connectorId": null,
                 *         "providerPaymentId": "sbx_4f1c2b9a7d3e6f08a5b2c1d0",
                 *         "failureReason": "Card declined",
                 *         "createdAt": "2026-03-02T09:15:04.201Z",
                 *         "updatedAt": "2026-03-02T09:15:09.012Z",
                 *         "canceledAt": null,
                 *         "amountRefunded": 0
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentFailedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentCanceledWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `payment.canceled` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e05",
                 *       "createdAt": "2026-03-02T09:20:31.377Z",
                 *       "type": "payment.canceled",
                 *       "data": {
                 *         "id": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "userId": "user-42",
                 *         "description": "Order 1042",
                 *         "metadata": {
                 *           "orderId": "1042"
                 *         },
                 *         "status": "CANCELED",
                 *         "provider": "sandbox",
                 *         "connectorId": null,
                 *         "providerPaymentId": "sbx_4f1c2b9a7d3e6f08a5b2c1d0",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-02T09:15:04.201Z",
                 *         "updatedAt": "2026-03-02T09:20:31.377Z",
                 *         "canceledAt": "2026-03-02T09:20:31.377Z",
                 *         "amountRefunded": 0
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentCanceledEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `payment.refunded` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e08",
                 *       "createdAt": "2026-03-05T14:02:13.901Z",
                 *       "type": "payment.refunded",
                 *       "data": {
                 *         "id": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "userId": "user-42",
                 *         "description": "Order 1042",
                 *         "metadata": {
                 *           "orderId": "1042"
                 *         },
                 *         "status": "REFUNDED",
                 *         "provider": "sandbox",
                 *         "connectorId": null,
                 *         "providerPaymentId": "sbx_4f1c2b9a7d3e6f08a5b2c1d0",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-02T09:15:04.201Z",
                 *         "updatedAt": "2026-03-05T14:02:13.901Z",
                 *         "canceledAt": null,
                 *         "amountRefunded": 1234.56
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRefundedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    refundCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `refund.created` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e09",
                 *       "createdAt": "2026-03-05T14:02:11.540Z",
                 *       "type": "refund.created",
                 *       "data": {
                 *         "id": "5d2c7a90-1b3e-4f6a-8c2d-9e0f1a2b3c4d",
                 *         "paymentId": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "amount": 617.28,
                 *         "currency": "EUR",
                 *         "status": "PENDING",
                 *         "reason": "requested_by_customer",
                 *         "metadata": {
                 *           "ticket": "T-88"
                 *         },
                 *         "providerRefundId": "sbx_re_9a8b7c6d5e4f30211a2b3c4d",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-05T14:02:11.540Z",
                 *         "updatedAt": "2026-03-05T14:02:11.540Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RefundCreatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    refundSucceededWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `refund.succeeded` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0a",
                 *       "createdAt": "2026-03-05T14:02:13.901Z",
                 *       "type": "refund.succeeded",
                 *       "data": {
                 *         "id": "5d2c7a90-1b3e-4f6a-8c2d-9e0f1a2b3c4d",
                 *         "paymentId": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "amount": 617.28,
                 *         "currency": "EUR",
                 *         "status": "SUCCEEDED",
                 *         "reason": "requested_by_customer",
                 *         "metadata": {
                 *           "ticket": "T-88"
                 *         },
                 *         "providerRefundId": "sbx_re_9a8b7c6d5e4f30211a2b3c4d",
                 *         "failureReason": null,
                 *         "createdAt": "2026-03-05T14:02:11.540Z",
                 *         "updatedAt": "2026-03-05T14:02:13.901Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RefundSucceededEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    refundFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `refund.failed` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0b",
                 *       "createdAt": "2026-03-05T14:02:13.901Z",
                 *       "type": "refund.failed",
                 *       "data": {
                 *         "id": "5d2c7a90-1b3e-4f6a-8c2d-9e0f1a2b3c4d",
                 *         "paymentId": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "amount": 617.28,
                 *         "currency": "EUR",
                 *         "status": "FAILED",
                 *         "reason": "requested_by_customer",
                 *         "metadata": {
                 *           "ticket": "T-88"
                 *         },
                 *         "providerRefundId": "sbx_re_9a8b7c6d5e4f30211a2b3c4d",
                 *         "failureReason": "Card account closed",
                 *         "createdAt": "2026-03-05T14:02:11.540Z",
                 *         "updatedAt": "2026-03-05T14:02:13.901Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RefundFailedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    disputeCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `dispute.created` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0c",
                 *       "createdAt": "2026-03-10T08:00:00.000Z",
                 *       "type": "dispute.created",
                 *       "data": {
                 *         "id": "8e1f3a52-6b7c-4d8e-9f01-2a3b4c5d6e7f",
                 *         "paymentId": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "reason": "fraudulent",
                 *         "status": "NEEDS_RESPONSE",
                 *         "evidenceDueBy": "2026-03-17T08:00:00.000Z",
                 *         "evidence": null,
                 *         "evidenceSubmittedAt": null,
                 *         "providerDisputeId": "sbx_dp_3c4d5e6f708192a3b4c5d6e7",
                 *         "createdAt": "2026-03-10T08:00:00.000Z",
                 *         "updatedAt": "2026-03-10T08:00:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DisputeCreatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    disputeUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `dispute.updated` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0d",
                 *       "createdAt": "2026-03-11T16:40:12.305Z",
                 *       "type": "dispute.updated",
                 *       "data": {
                 *         "id": "8e1f3a52-6b7c-4d8e-9f01-2a3b4c5d6e7f",
                 *         "paymentId": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "reason": "fraudulent",
                 *         "status": "UNDER_REVIEW",
                 *         "evidenceDueBy": "2026-03-17T08:00:00.000Z",
                 *         "evidence": "Delivered on 2026-03-03, signed for by the cardholder (tracking 1Z999).",
                 *         "evidenceSubmittedAt": "2026-03-11T16:40:12.305Z",
                 *         "providerDisputeId": "sbx_dp_3c4d5e6f708192a3b4c5d6e7",
                 *         "createdAt": "2026-03-10T08:00:00.000Z",
                 *         "updatedAt": "2026-03-11T16:40:12.305Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DisputeUpdatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    disputeClosedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `dispute.closed` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0e",
                 *       "createdAt": "2026-03-24T09:30:00.000Z",
                 *       "type": "dispute.closed",
                 *       "data": {
                 *         "id": "8e1f3a52-6b7c-4d8e-9f01-2a3b4c5d6e7f",
                 *         "paymentId": "2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91",
                 *         "amount": 1234.56,
                 *         "currency": "EUR",
                 *         "reason": "fraudulent",
                 *         "status": "WON",
                 *         "evidenceDueBy": "2026-03-17T08:00:00.000Z",
                 *         "evidence": "Delivered on 2026-03-03, signed for by the cardholder (tracking 1Z999).",
                 *         "evidenceSubmittedAt": "2026-03-11T16:40:12.305Z",
                 *         "providerDisputeId": "sbx_dp_3c4d5e6f708192a3b4c5d6e7",
                 *         "createdAt": "2026-03-10T08:00:00.000Z",
                 *         "updatedAt": "2026-03-24T09:30:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DisputeClosedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `customer.created` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0f",
                 *       "createdAt": "2026-03-01T11:20:00.000Z",
                 *       "type": "customer.created",
                 *       "data": {
                 *         "id": "4a7b9c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "email": "ada@example.com",
                 *         "name": "Ada Lovelace",
                 *         "externalId": "user-42",
                 *         "metadata": {
                 *           "plan": "pro"
                 *         },
                 *         "createdAt": "2026-03-01T11:20:00.000Z",
                 *         "updatedAt": "2026-03-01T11:20:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `customer.updated` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e10",
                 *       "createdAt": "2026-03-04T16:45:10.112Z",
                 *       "type": "customer.updated",
                 *       "data": {
                 *         "id": "4a7b9c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "email": "ada.lovelace@example.com",
                 *         "name": "Ada Lovelace",
                 *         "externalId": "user-42",
                 *         "metadata": {
                 *           "plan": "pro"
                 *         },
                 *         "createdAt": "2026-03-01T11:20:00.000Z",
                 *         "updatedAt": "2026-03-04T16:45:10.112Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerUpdatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `customer.deleted` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e11",
                 *       "createdAt": "2026-03-20T09:00:00.000Z",
                 *       "type": "customer.deleted",
                 *       "data": {
                 *         "id": "4a7b9c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d",
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "email": "ada@example.com",
                 *         "name": "Ada Lovelace",
                 *         "externalId": "user-42",
                 *         "metadata": {
                 *           "plan": "pro"
                 *         },
                 *         "createdAt": "2026-03-01T11:20:00.000Z",
                 *         "updatedAt": "2026-03-20T09:00:00.000Z",
                 *         "deleted": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerDeletedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    tenantUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `tenant.updated` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e06",
                 *       "createdAt": "2026-03-02T10:02:44.918Z",
                 *       "type": "tenant.updated",
                 *       "data": {
                 *         "tenant": {
                 *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *           "appId": "acme-shop",
                 *           "name": "Acme Shop",
                 *           "webhookUrl": "https://acme.example/billing/webhooks",
                 *           "status": "ACTIVE",
                 *           "createdAt": "2026-01-12T08:00:00.000Z",
                 *           "updatedAt": "2026-03-02T10:02:44.918Z"
                 *         },
                 *         "changed": [
                 *           "webhookUrl"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TenantUpdatedEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event `id`: the same on every attempt and resend of the event. Deduplicate on it: an event can arrive more than once. */
                "webhook-id": string;
                /** @description Unix time (seconds) when this attempt was signed. Refuse one too far from your clock (Standard Webhooks libraries allow 5 minutes). */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` (the raw body) with the tenant’s secret from `GET /tenants/me/webhook-secret` (the base64 after `whsec_`). During a rotation’s grace period there are two, one per secret: accept the event when one of them verifies. Any Standard Webhooks library checks this header and the timestamp. */
                "webhook-signature": string;
                /** @description W3C Trace Context of the request that caused the event, with tracing on. Not signed. */
                traceparent?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `webhook.test` event, `{id, type, createdAt, data}`, as JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e07",
                 *       "createdAt": "2026-03-02T10:05:00.000Z",
                 *       "type": "webhook.test",
                 *       "data": {
                 *         "tenantId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *         "message": "A test event sent from the console or the API. It changes nothing."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Delivered: any 2xx within 10 s. The event is not sent again, unless it is resent from the delivery log. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a 3xx too: redirects are not followed), none within 10 s, or no connection: a failed attempt, retried 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. After the last one the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/** Every operation by its operationId: method, path template, whether it needs credentials, whether it takes an `Idempotency-Key`, whether it answers a page. */
export const operationTable = {
  "account-confirmEmail": { method: "post", path: "/api/v1/auth/confirm-email", secured: false, idempotent: false, list: false },
  "account-createApiKey": { method: "post", path: "/api/v1/auth/api-keys", secured: true, idempotent: false, list: false },
  "account-deleteAccount": { method: "delete", path: "/api/v1/auth/account", secured: true, idempotent: true, list: false },
  "account-export": { method: "get", path: "/api/v1/auth/export", secured: true, idempotent: false, list: false },
  "account-get": { method: "get", path: "/api/v1/auth/get", secured: true, idempotent: false, list: false },
  "account-listApiKeys": { method: "get", path: "/api/v1/auth/api-keys", secured: true, idempotent: false, list: false },
  "account-login": { method: "post", path: "/api/v1/auth/login", secured: false, idempotent: false, list: false },
  "account-logout": { method: "post", path: "/api/v1/auth/logout", secured: true, idempotent: true, list: false },
  "account-parentalConsent": { method: "post", path: "/api/v1/auth/parental-consent", secured: false, idempotent: false, list: false },
  "account-refresh": { method: "post", path: "/api/v1/auth/refresh", secured: false, idempotent: false, list: false },
  "account-register": { method: "post", path: "/api/v1/auth/register", secured: false, idempotent: false, list: false },
  "account-revokeApiKey": { method: "delete", path: "/api/v1/auth/api-keys/{id}", secured: true, idempotent: true, list: false },
  "account-updateProfile": { method: "put", path: "/api/v1/auth/profile", secured: true, idempotent: true, list: false },
  "apiKeys-create": { method: "post", path: "/tenants/me/api-keys", secured: true, idempotent: false, list: false },
  "apiKeys-get": { method: "get", path: "/tenants/me/api-keys/{id}", secured: true, idempotent: false, list: false },
  "apiKeys-list": { method: "get", path: "/tenants/me/api-keys", secured: true, idempotent: false, list: true },
  "apiKeys-listForTenant": { method: "get", path: "/tenants/{id}/api-keys", secured: true, idempotent: false, list: true },
  "apiKeys-revoke": { method: "delete", path: "/tenants/me/api-keys/{id}", secured: true, idempotent: true, list: false },
  "apiKeys-revokeForTenant": { method: "delete", path: "/tenants/{id}/api-keys/{keyId}", secured: true, idempotent: true, list: false },
  "apiKeys-roll": { method: "post", path: "/tenants/me/api-keys/{id}/roll", secured: true, idempotent: false, list: false },
  "apiKeys-update": { method: "patch", path: "/tenants/me/api-keys/{id}", secured: true, idempotent: true, list: false },
  "audit-list": { method: "get", path: "/audit-events", secured: true, idempotent: false, list: true },
  "courses-create": { method: "post", path: "/v1/courses", secured: true, idempotent: false, list: false },
  "courses-delete": { method: "delete", path: "/v1/courses/{id}", secured: true, idempotent: false, list: false },
  "courses-get": { method: "get", path: "/v1/courses/{id}", secured: true, idempotent: false, list: false },
  "courses-list": { method: "get", path: "/v1/courses", secured: true, idempotent: false, list: true },
  "courses-profile": { method: "get", path: "/v1/user/profile", secured: true, idempotent: false, list: false },
  "courses-update": { method: "put", path: "/v1/courses/{id}", secured: true, idempotent: false, list: false },
  "customers-create": { method: "post", path: "/customers", secured: true, idempotent: true, list: false },
  "customers-delete": { method: "delete", path: "/customers/{id}", secured: true, idempotent: true, list: false },
  "customers-get": { method: "get", path: "/customers/{id}", secured: true, idempotent: false, list: false },
  "customers-list": { method: "get", path: "/customers", secured: true, idempotent: false, list: true },
  "customers-update": { method: "patch", path: "/customers/{id}", secured: true, idempotent: true, list: false },
  "disputes-accept": { method: "post", path: "/disputes/{id}/accept", secured: true, idempotent: true, list: false },
  "disputes-get": { method: "get", path: "/disputes/{id}", secured: true, idempotent: false, list: false },
  "disputes-list": { method: "get", path: "/disputes", secured: true, idempotent: false, list: true },
  "disputes-submitEvidence": { method: "post", path: "/disputes/{id}/evidence", secured: true, idempotent: true, list: false },
  "health-health": { method: "get", path: "/health", secured: false, idempotent: false, list: false },
  "health-live": { method: "get", path: "/health/live", secured: false, idempotent: false, list: false },
  "health-ready": { method: "get", path: "/health/ready", secured: false, idempotent: false, list: false },
  "health-serving": { method: "get", path: "/health/serving", secured: false, idempotent: false, list: false },
  "jobs-reconcilePayments": { method: "get", path: "/cron/reconcile", secured: true, idempotent: false, list: false },
  "jobs-runRetention": { method: "get", path: "/cron/retention", secured: true, idempotent: false, list: false },
  "jobs-sendMails": { method: "get", path: "/cron/mail", secured: true, idempotent: false, list: false },
  "paymentConnectors-create": { method: "post", path: "/tenants/me/payment-connectors", secured: true, idempotent: true, list: false },
  "paymentConnectors-delete": { method: "delete", path: "/tenants/me/payment-connectors/{id}", secured: true, idempotent: true, list: false },
  "paymentConnectors-disable": { method: "post", path: "/platform/payment-connectors/{id}/disable", secured: true, idempotent: true, list: false },
  "paymentConnectors-get": { method: "get", path: "/tenants/me/payment-connectors/{id}", secured: true, idempotent: false, list: false },
  "paymentConnectors-list": { method: "get", path: "/tenants/me/payment-connectors", secured: true, idempotent: false, list: true },
  "paymentConnectors-listAll": { method: "get", path: "/platform/payment-connectors", secured: true, idempotent: false, list: true },
  "paymentConnectors-test": { method: "post", path: "/tenants/me/payment-connectors/{id}/test", secured: true, idempotent: true, list: false },
  "paymentConnectors-update": { method: "patch", path: "/tenants/me/payment-connectors/{id}", secured: true, idempotent: true, list: false },
  "payments-cancel": { method: "post", path: "/payments/{id}/cancel", secured: true, idempotent: true, list: false },
  "payments-create": { method: "post", path: "/payments", secured: true, idempotent: true, list: false },
  "payments-get": { method: "get", path: "/payments/{id}", secured: true, idempotent: false, list: false },
  "payments-list": { method: "get", path: "/payments", secured: true, idempotent: false, list: true },
  "payments-listForTenant": { method: "get", path: "/tenants/{id}/payments", secured: true, idempotent: false, list: true },
  "payments-summary": { method: "get", path: "/payments/summary", secured: true, idempotent: false, list: false },
  "platform-dispute": { method: "get", path: "/platform/disputes/{id}", secured: true, idempotent: false, list: false },
  "platform-disputes": { method: "get", path: "/platform/disputes", secured: true, idempotent: false, list: true },
  "platform-payments": { method: "get", path: "/platform/payments", secured: true, idempotent: false, list: true },
  "platform-refunds": { method: "get", path: "/platform/refunds", secured: true, idempotent: false, list: true },
  "prices-create": { method: "post", path: "/prices", secured: true, idempotent: true, list: false },
  "prices-get": { method: "get", path: "/prices/{id}", secured: true, idempotent: false, list: false },
  "prices-list": { method: "get", path: "/prices", secured: true, idempotent: false, list: true },
  "prices-update": { method: "patch", path: "/prices/{id}", secured: true, idempotent: true, list: false },
  "providerWebhooks-paymentProvider": { method: "post", path: "/webhooks/paymentprovider", secured: false, idempotent: false, list: false },
  "refunds-create": { method: "post", path: "/payments/{id}/refunds", secured: true, idempotent: true, list: false },
  "refunds-get": { method: "get", path: "/refunds/{id}", secured: true, idempotent: false, list: false },
  "refunds-list": { method: "get", path: "/refunds", secured: true, idempotent: false, list: true },
  "refunds-listForPayment": { method: "get", path: "/payments/{id}/refunds", secured: true, idempotent: false, list: true },
  "requestLog-getMine": { method: "get", path: "/tenants/me/request-log/{id}", secured: true, idempotent: false, list: false },
  "requestLog-insightsMine": { method: "get", path: "/tenants/me/insights", secured: true, idempotent: false, list: false },
  "requestLog-insightsPlatform": { method: "get", path: "/insights", secured: true, idempotent: false, list: false },
  "requestLog-listForTenant": { method: "get", path: "/tenants/{id}/request-log", secured: true, idempotent: false, list: true },
  "requestLog-listMine": { method: "get", path: "/tenants/me/request-log", secured: true, idempotent: false, list: true },
  "stripeWebhooks-receive": { method: "post", path: "/webhooks/stripe/{connectorId}", secured: false, idempotent: false, list: false },
  "tenants-changeSecret": { method: "put", path: "/tenants/{id}/secret", secured: true, idempotent: true, list: false },
  "tenants-delete": { method: "delete", path: "/tenants/{id}", secured: true, idempotent: true, list: false },
  "tenants-exportMe": { method: "get", path: "/tenants/me/export", secured: true, idempotent: false, list: false },
  "tenants-get": { method: "get", path: "/tenants/{id}", secured: true, idempotent: false, list: false },
  "tenants-list": { method: "get", path: "/tenants", secured: true, idempotent: false, list: true },
  "tenants-login": { method: "post", path: "/tenants/login", secured: false, idempotent: false, list: false },
  "tenants-me": { method: "get", path: "/tenants/me", secured: true, idempotent: false, list: false },
  "tenants-reactivate": { method: "post", path: "/tenants/{id}/reactivate", secured: true, idempotent: true, list: false },
  "tenants-register": { method: "post", path: "/tenants/register", secured: true, idempotent: true, list: false },
  "tenants-suspend": { method: "post", path: "/tenants/{id}/suspend", secured: true, idempotent: true, list: false },
  "tenants-updateMe": { method: "patch", path: "/tenants/me", secured: true, idempotent: true, list: false },
  "webhookEndpoints-create": { method: "post", path: "/tenants/me/webhook-endpoints", secured: true, idempotent: true, list: false },
  "webhookEndpoints-delete": { method: "delete", path: "/tenants/me/webhook-endpoints/{id}", secured: true, idempotent: true, list: false },
  "webhookEndpoints-get": { method: "get", path: "/tenants/me/webhook-endpoints/{id}", secured: true, idempotent: false, list: false },
  "webhookEndpoints-list": { method: "get", path: "/tenants/me/webhook-endpoints", secured: true, idempotent: false, list: true },
  "webhookEndpoints-listForTenant": { method: "get", path: "/tenants/{id}/webhook-endpoints", secured: true, idempotent: false, list: true },
  "webhookEndpoints-recover": { method: "post", path: "/tenants/me/webhook-endpoints/{id}/recover", secured: true, idempotent: true, list: false },
  "webhookEndpoints-rotateSecret": { method: "post", path: "/tenants/me/webhook-endpoints/{id}/secret/rotate", secured: true, idempotent: true, list: false },
  "webhookEndpoints-secret": { method: "get", path: "/tenants/me/webhook-endpoints/{id}/secret", secured: true, idempotent: false, list: false },
  "webhookEndpoints-test": { method: "post", path: "/tenants/me/webhook-endpoints/{id}/test", secured: true, idempotent: true, list: false },
  "webhookEndpoints-update": { method: "patch", path: "/tenants/me/webhook-endpoints/{id}", secured: true, idempotent: true, list: false },
  "webhooks-deliveries": { method: "get", path: "/tenants/me/webhook-deliveries", secured: true, idempotent: false, list: true },
  "webhooks-deliveriesForTenant": { method: "get", path: "/tenants/{id}/webhook-deliveries", secured: true, idempotent: false, list: true },
  "webhooks-eventTypes": { method: "get", path: "/webhook-event-types", secured: false, idempotent: false, list: false },
  "webhooks-expirePreviousSecret": { method: "post", path: "/tenants/me/webhook-secret/expire-previous", secured: true, idempotent: true, list: false },
  "webhooks-resend": { method: "post", path: "/tenants/me/webhook-deliveries/{id}/resend", secured: true, idempotent: true, list: false },
  "webhooks-rotateSecret": { method: "post", path: "/tenants/me/webhook-secret/rotate", secured: true, idempotent: true, list: false },
  "webhooks-runDeliveries": { method: "get", path: "/cron/webhooks", secured: true, idempotent: false, list: false },
  "webhooks-secret": { method: "get", path: "/tenants/me/webhook-secret", secured: true, idempotent: false, list: false },
  "webhooks-sendTest": { method: "post", path: "/tenants/me/webhook-test", secured: true, idempotent: true, list: false },
} as const;
