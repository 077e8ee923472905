import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

/** What a browser app that only calls the billing API ships: the client and openapi-fetch, minified and gzipped. */
async function billingClientBundleBytes() {
  const result = await build({
    stdin: { contents: "export { createBillingClient, BillingApiError } from './src/index.ts';", resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

test('the billing client stays under 15 kB minified and gzipped', async () => {
  const { minified, gzipped } = await billingClientBundleBytes();
  console.log(`billing client: ${minified} B minified, ${gzipped} B minified+gzipped`);
  expect(gzipped).toBeLessThan(15 * 1024);
});
