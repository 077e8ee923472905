/**
 * `npm run lint:openapi [-- --out openapi.json]`
 *
 * Generates the OpenAPI document in-process (the same function `GET /openapi.json` serves, no
 * server started) and lints it with Redocly CLI under `redocly.yaml`: the document must be valid
 * OpenAPI 3.1 with no error and no warning. `--out` keeps the linted document.
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
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'codeframe'], {
      stdio: 'inherit',
      // Nothing leaves this machine: no usage data, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return result.status ?? 1;
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
