import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

/** A fixture event (`event`) or a line of the product's log (`msg`, with its fields). */
type Event = { event: string; port?: number; msg?: string; at: number; [field: string]: unknown };

/** The fixture process (a server whose SIGTERM handler behaves like Next.js's) and its events. */
function startFixture(args: { drainMs: number; timeoutMs: number; closeHangs?: boolean }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/shutdown-fixture.ts', String(args.drainMs), String(args.timeoutMs), args.closeHangs ? '1' : '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: Event[] = [];
  const waiters: { name: string; resolve: (event: Event) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const event = { ...(JSON.parse(line) as object), at: performance.now() } as Event;
    events.push(event);
    for (const waiter of waiters.filter((w) => w.name === event.event)) waiter.resolve(event);
  });
  const next = (name: string) => {
    const seen = events.find((event) => event.event === name);
    return seen ? Promise.resolve(seen) : new Promise<Event>((resolve) => waiters.push({ name, resolve }));
  };
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: performance.now() })));
  return { child, events, next, exited };
}

const agent = new Agent({ keepAlive: true });

function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
}

let running: ChildProcess | undefined;
afterEach(() => {
  running?.kill('SIGKILL');
  agent.destroy();
});

describe('graceful shutdown on SIGTERM', () => {
  it('stops background work at once, serves through the drain closing connections, finishes requests in flight, then closes and exits 0', async () => {
    const fixture = startFixture({ drainMs: 800, timeoutMs: 10_000 });
    running = fixture.child;
    const { port } = await fixture.next('listening');

    expect((await get(port!, '/fast')).connection).toBe('keep-alive');
    const slow = get(port!, '/slow');
    await fixture.next('slow request received');
    const signalledAt = performance.now();
    fixture.child.kill('SIGTERM');
    await fixture.next('begin shutdown');

    // Draining: still answered, readiness says 503, and every answer ends its connection.
    const duringDrain = await get(port!, '/ready');
    expect(duringDrain).toMatchObject({ status: 503, connection: 'close' });
    expect(fixture.events.map((event) => event.event)).not.toContain('framework closing server');

    // The request that was in flight when the signal came is finished, not cut.
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' });

    const exit = await fixture.exited;
    expect(exit.code).toBe(0);
    const order = fixture.events.map((event) => event.event).filter((name) => name !== 'slow request received' && name !== 'listening');
    expect(order).toEqual(['begin shutdown', 'framework closing server', 'framework server closed', 'framework after-work done', 'close']);
    const closingAt = fixture.events.find((event) => event.event === 'framework closing server')!.at;
    expect(closingAt - signalledAt).toBeGreaterThanOrEqual(750);

    // After the exit nobody listens: a balancer gets a refused connection, not a hung request.
    await expect(get(port!, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('skips the drain on SIGINT (Ctrl-C at a terminal)', async () => {
    const fixture = startFixture({ drainMs: 60_000, timeoutMs: 10_000 });
    running = fixture.child;
    await fixture.next('listening');
    fixture.child.kill('SIGINT');
    expect((await fixture.exited).code).toBe(0);
    expect(fixture.events.map((event) => event.event)).toContain('close');
  });

  it('closes a kept-alive connection as soon as its response ends, instead of waiting for its keep-alive timeout', async () => {
    const fixture = startFixture({ drainMs: 300, timeoutMs: 8000 });
    running = fixture.child;
    const { port } = await fixture.next('listening');
    // Its headers go out before the signal, so its answer cannot say `Connection: close`.
    const streamed = get(port!, '/stream');
    await fixture.next('stream headers sent');
    fixture.child.kill('SIGTERM');
    expect(await streamed).toMatchObject({ status: 200, connection: 'keep-alive', body: 'stream done' });
    const exit = await fixture.exited;
    // The fixture's keep-alive timeout is 60 s: only the shutdown closing the idle connection lets it exit 0.
    expect(exit.code).toBe(0);
    expect(fixture.events.map((event) => event.event)).toContain('close');
  });

  it('stops waiting for after-response work shortly before the deadline, says which, and still closes and exits 0', async () => {
    const fixture = startFixture({ drainMs: 0, timeoutMs: 4000 });
    running = fixture.child;
    const { port } = await fixture.next('listening');
    expect((await get(port!, '/after-stuck')).status).toBe(200);
    agent.destroy();
    const signalledAt = performance.now();
    fixture.child.kill('SIGTERM');
    const exit = await fixture.exited;
    expect(exit.code).toBe(0);
    // Released 3 s before the 4 s deadline: about 1 s after the signal.
    expect(exit.at - signalledAt).toBeLessThan(3500);
    const released = fixture.events.find((event) => event.msg === 'shutdown stopped waiting for after-response work still running');
    expect(released?.left).toEqual([expect.stringMatching(/^work that never ends \(\d+ ms\)$/)]);
    expect(fixture.events.map((event) => event.event)).toEqual(expect.arrayContaining(['framework after-work done', 'close']));
  });

  it('names the requests it was still waiting for when the deadline passes', async () => {
    const fixture = startFixture({ drainMs: 0, timeoutMs: 1500 });
    running = fixture.child;
    const { port } = await fixture.next('listening');
    get(port!, '/hang?token=secret').catch(() => {});
    await fixture.next('hanging request received');
    fixture.child.kill('SIGTERM');
    const exit = await fixture.exited;
    expect(exit.code).toBe(1);
    const late = fixture.events.find((event) => event.msg === 'shutdown did not finish in time; exiting');
    expect(late).toMatchObject({ phase: 'closing the HTTP server: finishing the requests in flight', afterResponse: [] });
    // The path without its query (a query may carry a secret), with how long it has been waiting.
    expect(late?.requests).toEqual([expect.stringMatching(/^GET \/hang \(\d+ ms\)$/)]);
  });

  it('exits 1 when closing takes longer than the shutdown timeout', async () => {
    const fixture = startFixture({ drainMs: 0, timeoutMs: 700, closeHangs: true });
    running = fixture.child;
    await fixture.next('listening');
    const signalledAt = performance.now();
    fixture.child.kill('SIGTERM');
    const exit = await fixture.exited;
    expect(exit.code).toBe(1);
    expect(fixture.events.map((event) => event.event)).toContain('close');
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(650);
  });
});
