#!/usr/bin/env node
/**
 * `node scripts/with-node.mjs <major> <command> [args…]`: runs a command with another major version
 * of Node.js first on the PATH, so a suite can run under every major the project declares in
 * `engines` while the machine has one installed. The binary comes from the npm registry's
 * `node-<platform>-<arch>` package (the official build, repackaged), downloaded once into
 * node_modules/.cache/node-<version>; nothing is compiled and nothing outside the project is touched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The exact build per tested major: a newer patch is taken by changing this line, not by surprise. */
const pinned = JSON.parse(readFileSync(path.join(root, 'scripts/node-versions.json'), 'utf8'));

const [major, ...command] = process.argv.slice(2);
const version = pinned[major];
if (!version || command.length === 0) {
  console.error(`Usage: node scripts/with-node.mjs <${Object.keys(pinned).join('|')}> <command> [args…]`);
  process.exit(2);
}

const packageName = `node-${process.platform}-${process.arch}`;
const prefix = path.join(root, 'node_modules/.cache', `node-${version}`);
const binDir = path.join(prefix, 'node_modules', packageName, 'bin');

if (!existsSync(path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node'))) {
  mkdirSync(prefix, { recursive: true });
  console.log(`Fetching Node.js ${version} (${packageName}) into ${path.relative(root, prefix)} …`);
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', prefix, `${packageName}@${version}`],
    { stdio: 'inherit', cwd: prefix },
  );
  if (install.status !== 0) {
    console.error(`Could not install ${packageName}@${version} from the npm registry.`);
    process.exit(install.status ?? 1);
  }
}

const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` };
const check = spawnSync('node', ['--version'], { env, encoding: 'utf8' });
if (check.stdout.trim() !== `v${version}`) {
  console.error(`Expected Node.js v${version} first on the PATH, found ${check.stdout.trim() || check.stderr.trim()}.`);
  process.exit(1);
}
console.log(`Running under Node.js ${check.stdout.trim()}: ${command.join(' ')}`);
const run = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env, cwd: root });
process.exit(run.status ?? 1);
