/**
 * `npm run lint:openapi [-- --out openapi.json]`
 *
 * Generates the OpenAPI document in-process (the same function `GET /openapi.json` serves, no
 * server started) and lints it twice, with Redocly CLI under `redocly.yaml` and with Spectral under
 * `.spectral.yaml`: the document must be valid OpenAPI 3.1 with no error and no warning in either.
 * Both run even when the first fails, so one run shows everything. `--out` keeps the linted document.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument } from '../rest/openapi';

async function main(): Promise<number> {
  const document = buildOpenApiDocument();
  if (!/^3\.1\.\d+$/.test(document.openapi)) {
    console.error(`The document declares OpenAPI ${document.openapi}; 3.1 is expected`);
    return 1;
  }
  const outIndex = process.argv.indexOf('--out');
  const kept = outIndex === -1 ? undefined : process.argv[outIndex + 1];
  const folder = kept ? undefined : await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  const file = kept ? path.resolve(kept) : path.join(folder!, 'openapi.json');
  try {
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    const resolve = createRequire(import.meta.url).resolve;
    // Nothing leaves this machine: no usage data, no update check.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const redocly = spawnSync(
      process.execPath,
      [resolve('@redocly/cli/bin/cli.js'), 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'codeframe'],
      { stdio: 'inherit', env },
    );
    // `--fail-severity warn`: a warning fails the run, as recommended-strict makes Redocly's do.
    const spectral = spawnSync(
      process.execPath,
      [resolve('@stoplight/spectral-cli/dist/index.js'), 'lint', file, '--ruleset', path.resolve('.spectral.yaml'), '--fail-severity', 'warn'],
      { stdio: 'inherit', env },
    );
    return (redocly.status ?? 1) || (spectral.status ?? 1);
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
