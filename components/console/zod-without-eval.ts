import { config } from 'zod/v4/core';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that the first time a
 * schema is built. The console's Content-Security-Policy (no 'unsafe-eval') refuses the probe, and
 * the browser reports the refusal as a policy violation on every page that builds a schema (the
 * forms validate with the API's schemas; Scalar, on /docs, builds its own). Jitless, zod never
 * probes; a form's few fields gain nothing from compiled parsers. The setting lives on
 * `globalThis`, so it holds for every copy of zod on the page.
 *
 * From zod's core, not `zod`: importing the full library also installs its English error messages,
 * and Scalar, which otherwise runs without them, then took seconds longer to show /docs (it writes
 * a message for every issue of the many parses it tries).
 *
 * Imported just before the schemas by each module that builds them in the browser (imports run in
 * order), or through `loadTenantSchemas`. Not in `instrumentation-client.ts`: that would add zod to
 * every page, the sign-in page and the pages that only show data included.
 */
config({ jitless: true });
