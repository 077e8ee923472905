/**
 * The API's tenant schemas, loaded when a form first needs them, so pages that only show data never
 * load zod. Zod is made jitless before the schemas are built (see zod-without-eval.ts).
 */
export async function loadTenantSchemas() {
  await import('./zod-without-eval');
  return import('@/server/services/tenants/tenant-schemas');
}
