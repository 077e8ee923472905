/**
 * A stand-in for a Next.js server process, for graceful-shutdown.integration.test.ts: an HTTP server
 * whose own SIGTERM handler does what Next.js's does (close the server, wait for the work queued
 * with `after`, then `process.exit(143)`), with the product's shutdown installed over it. Events go
 * to stdout, one JSON line each, and so does the product's log (warnings and errors).
 *
 * Arguments: drainMs timeoutMs closeHangs(0|1)
 * Routes: /slow answers after 1.5 s; /stream sends its headers at once and its body after 1 s;
 * /after-stuck answers and leaves after-response work that never ends; /hang never answers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { awaitAfterResponseWork } from '../http/after-response';
import { installGracefulShutdown } from '../http/graceful-shutdown';
import { recordRequestsInFlight } from '../http/requests-in-flight';
import { createLogger } from '../infra/logger';

const [drainMs = 500, timeoutMs = 5000, closeHangs = 0] = process.argv.slice(2).map(Number);
const say = (event: string, extra: object = {}) => process.stdout.write(`${JSON.stringify({ event, ...extra })}\n`);

recordRequestsInFlight();
let stopping = false;
/** What Next.js's server waits for on close: the work its `after` calls queued. */
const afterWork: Promise<void>[] = [];
const server = createServer((request, response) => {
  const path = request.url?.split('?')[0];
  if (path === '/slow') {
    say('slow request received');
    setTimeout(() => response.end('slow done'), 1500);
    return;
  }
  if (path === '/stream') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    say('stream headers sent');
    setTimeout(() => response.end('stream done'), 1000);
    return;
  }
  if (path === '/hang') {
    say('hanging request received');
    return;
  }
  if (path === '/after-stuck') afterWork.push(awaitAfterResponseWork('work that never ends', new Promise(() => {})));
  response.statusCode = path === '/ready' && stopping ? 503 : 200;
  response.end('ok');
});
// Longer than any shutdown here: a connection left idle must be closed by the shutdown, not by this.
server.keepAliveTimeout = 60_000;

// What Next.js's start-server registers: stop accepting, wait for open requests and `after` work, exit 143.
process.on('SIGTERM', () => {
  say('framework closing server');
  server.close(() => {
    say('framework server closed');
    void Promise.all(afterWork).then(() => {
      say('framework after-work done');
      process.exit(143);
    });
  });
});

installGracefulShutdown(
  {
    logger: createLogger({ level: 'warn', destination: pino.destination({ dest: 1, sync: true }) }),
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
