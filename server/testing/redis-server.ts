import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/** A TCP port nothing listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const READY = 'Ready to accept connections';

/**
 * A throwaway redis-server that keeps nothing on disk, for outage tests: `kill` takes it down hard
 * (as a crash would) and `start` brings it back on the same port. The shared Redis is never touched.
 */
export async function startRedisServer(options: { port?: number; startTimeoutMs?: number } = {}) {
  const port = options.port ?? (await freePort());
  const startTimeoutMs = options.startTimeoutMs ?? 10_000;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    server.stderr?.resume();
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`redis-server on port ${port} not ready after ${startTimeoutMs} ms: ${output}`)), startTimeoutMs);
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(READY)) finish();
      };
      const onExit = (code: number | null) => finish(new Error(`redis-server on port ${port} exited (${code}): ${output}`));
      function finish(error?: Error) {
        clearTimeout(timer);
        server.stdout?.off('data', onOutput);
        server.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      }
      server.stdout?.on('data', onOutput);
      server.on('exit', onExit);
    });
    // Drain further output so a chatty server never blocks on a full pipe.
    server.stdout?.resume();
  }

  /** SIGKILL, then wait until the process is gone (its port is closed by then). */
  async function kill(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, kill };
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
