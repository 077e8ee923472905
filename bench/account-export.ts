/**
 * The account-data export at size: `GET /api/v1/auth/export` for a user with
 * BENCH_ACTIVITY (default 10,000) activity rows and BENCH_POSTS (default 1,000) posts, on Postgres +
 * TCP Redis, against a production build. Target: p99 under 200 ms. Reports p50/p90/p99 one request
 * at a time (what a user's click sees) and with 4 connections, and the export's size.
 * Writes bench/results/account-export.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase, ensureBuild, load, type LoadResult, root, startServer, waitReady } from './lib';

const ACTIVITY = Number(process.env.BENCH_ACTIVITY ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function main() {
  await ensureBuild();
  const database = await createDatabase('bench_account_export');
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
    // Limits stay on (their cost is part of every request) but never bind.
    ACCOUNT_RATE_LIMIT_MAX: '100000000',
  };
  const server = await startServer(3322, env);
  await waitReady(server.url);
  try {
    const post = (route: string, body: unknown) =>
      fetch(`${server.url}/api/v1/auth/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
    const registered = (await (await post('register', { username: `bench_${randomUUID().slice(0, 8)}`, email, password: 'bench-password-long', birthDate: '1990-01-01' })).json()) as { id: string };
    // A second user with the same amount of data: the export must find the caller's rows among others'.
    const other = (await (await post('register', { username: `other_${randomUUID().slice(0, 8)}`, email: `other-${email}`, password: 'bench-password-long', birthDate: '1990-01-01' })).json()) as { id: string };
    const login = (await (await post('login', { email, password: 'bench-password-long' })).json()) as { accessToken: string };

    const startedAt = performance.now();
    for (const userId of [registered.id, other.id]) {
      await sql`
        insert into activity_events (user_id, kind, course_id, details, occurred_at)
        select ${userId}::uuid, (array['lesson.started','lesson.completed','quiz.submitted'])[1 + i % 3], gen_random_uuid(),
          jsonb_build_object('lesson', i, 'minutes', i % 45), now() - (i || ' minutes')::interval
        from generate_series(1, ${ACTIVITY}::int) as i`;
      await sql`
        insert into posts (author_id, title, body, created_at)
        select ${userId}::uuid, 'Post ' || i, repeat('Learning notes, part ' || i || '. ', 8), now() - (i || ' hours')::interval
        from generate_series(1, ${POSTS}::int) as i`;
      await sql`
        insert into scores (user_id, subject, score, recorded_at)
        select ${userId}::uuid, 'Quiz ' || i, (i % 100)::numeric + 0.5, now() - (i || ' hours')::interval from generate_series(1, 200) as i`;
    }
    await sql`analyze`;
    const seedSeconds = Math.round((performance.now() - startedAt) / 100) / 10;

    const url = `${server.url}/api/v1/auth/export`;
    const headers = { authorization: `Bearer ${login.accessToken}` };
    const sample = await fetch(url, { headers });
    const body = await sample.text();
    if (sample.status !== 200) throw new Error(`export answered ${sample.status}: ${body.slice(0, 200)}`);
    const parsed = JSON.parse(body) as { activity: { history: unknown[] }; posts: unknown[] };
    const size = { bytes: Buffer.byteLength(body), historyRows: parsed.activity.history.length, posts: parsed.posts.length };

    await load({ url, headers, duration: 2, connections: 1 });
    const results: Record<string, LoadResult> = {
      sequential: await load({ url, headers, duration: DURATION_S, connections: 1 }),
      fourConnections: await load({ url, headers, duration: DURATION_S, connections: 4 }),
    };
    console.log(`Export of ${ACTIVITY} activity rows and ${POSTS} posts: ${(size.bytes / 1024 / 1024).toFixed(2)} MiB (${size.bytes} bytes), seeded in ${seedSeconds} s`);
    console.table(results);

    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'account-export.json'),
      `${JSON.stringify({ at: new Date().toISOString(), activity: ACTIVITY, posts: POSTS, size, seedSeconds, durationSeconds: DURATION_S, results }, null, 2)}\n`,
    );
  } finally {
    await server.stop().catch(() => {});
    await sql.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
