import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A port nothing listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of the test's own on a free port, to stop and start again for outage tests
 * without touching the shared server.
 */
export async function startThrowawayRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const waitForPing = async () => {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    throw new Error(`redis-server on port ${port} did not start`);
  };

  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPing();
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  /** SIGSTOP: the port still accepts but nothing answers, as with a hung server; `thaw` resumes it. */
  const freeze = () => void child?.kill('SIGSTOP');
  const thaw = () => void child?.kill('SIGCONT');

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, freeze, thaw };
}
