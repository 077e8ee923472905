import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

/** What a browser app ships, bundled by esbuild with openapi-fetch (and standardwebhooks where used), minified and gzipped. */
async function bundleBytes(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
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
  const { minified, gzipped } = await bundleBytes("export { createBillingClient, BillingApiError } from './src/index.ts';");
  console.log(`billing client: ${minified} B minified, ${gzipped} B minified+gzipped`);
  expect(gzipped).toBeLessThan(15 * 1024);
  // For the record (docs/sdk.md): every export, the three clients and verifyWebhook with standardwebhooks.
  const whole = await bundleBytes("export * from './src/index.ts';");
  console.log(`whole package: ${whole.minified} B minified, ${whole.gzipped} B minified+gzipped`);
});
