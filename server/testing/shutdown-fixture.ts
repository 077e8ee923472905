/**
 * A stand-in for a Next.js server process, for graceful-shutdown.integration.test.ts: an HTTP server
 * whose own SIGTERM handler does what Next.js's does (close the server, then `process.exit(143)`),
 * with the product's shutdown installed over it. Events go to stdout, one JSON line each.
 *
 * Arguments: drainMs timeoutMs closeHangs(0|1)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installGracefulShutdown } from '../http/graceful-shutdown';
import { createLogger } from '../infra/logger';

const [drainMs = 500, timeoutMs = 5000, closeHangs = 0] = process.argv.slice(2).map(Number);
const say = (event: string, extra: object = {}) => process.stdout.write(`${JSON.stringify({ event, ...extra })}\n`);

let stopping = false;
const server = createServer((request, response) => {
  if (request.url === '/slow') {
    say('slow request received');
    setTimeout(() => response.end('slow done'), 1500);
    return;
  }
  response.statusCode = request.url === '/ready' && stopping ? 503 : 200;
  response.end('ok');
});

// What Next.js's start-server registers: stop accepting, wait for open requests, exit 143.
process.on('SIGTERM', () => {
  say('framework closing server');
  server.close(() => {
    say('framework server closed');
    process.exit(143);
  });
});

installGracefulShutdown(
  {
    logger: createLogger({ level: 'silent' }),
    beginShutdown: async () => {
      stopping = true;
      say('begin shutdown');
    },
    close: async () => {
      say('close');
      if (closeHangs) await new Promise(() => {});
    },
  },
  { drainMs, timeoutMs },
);

server.listen(0, '127.0.0.1', () => say('listening', { port: (server.address() as AddressInfo).port }));
