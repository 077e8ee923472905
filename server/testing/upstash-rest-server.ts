import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

/**
 * A small server speaking Upstash's REST protocol (a JSON command array per request, `/pipeline`
 * and `/multi-exec` for batches, base64 results on request), forwarding every command to a real
 * Redis. It lets the tests run `@upstash/redis` itself, unmodified, against the real server.
 */
export async function startUpstashRestServer(options: { redisUrl: string; token: string }) {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', () => {});

  const encode = (value: unknown, base64: boolean): unknown => {
    if (typeof value === 'string') return base64 && value !== 'OK' ? Buffer.from(value).toString('base64') : value;
    if (Array.isArray(value)) return value.map((item) => encode(item, base64));
    return value;
  };
  // Upstash accepts the `allow-key-locking` script flag that @upstash/ratelimit declares; Redis
  // does not, so scripts are forwarded without their shebang line, under the hash Upstash reports.
  const scripts = new Map<string, string>();
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const run = async (command: unknown[]) => {
    const [name, ...args] = command.map(String);
    const upper = name!.toUpperCase();
    if (upper === 'EVAL') {
      const stripped = args[0]!.replace(/^#![^\n]*\n/, '');
      scripts.set(sha1(args[0]!), stripped);
      return redis.call('EVAL', stripped, ...args.slice(1));
    }
    if (upper === 'EVALSHA') {
      const stripped = scripts.get(args[0]!);
      if (!stripped) throw new Error('NOSCRIPT No matching script. Please use EVAL.');
      return redis.call('EVAL', stripped, ...args.slice(1));
    }
    return redis.call(name!, ...args);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.token}`) return reply(401, { error: 'Unauthorized' });
      const base64 = req.headers['upstash-encoding'] === 'base64';
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(400, { error: 'ERR malformed JSON' });
      }
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/pipeline' || path === '/multi-exec') {
        const results = [];
        for (const command of body as unknown[][]) {
          try {
            results.push({ result: encode(await run(command), base64) });
          } catch (error) {
            results.push({ error: (error as Error).message });
          }
        }
        return reply(200, results);
      }
      try {
        return reply(200, { result: encode(await run(body as unknown[]), base64) });
      } catch (error) {
        return reply(400, { error: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token: options.token,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis.disconnect();
    },
  };
}
