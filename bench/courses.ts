/**
 * The course API at size: `GET /v1/courses?limit=20` for an instructor with
 * BENCH_COURSES (default 100,000) courses, and `GET /v1/user/profile`, on Postgres + TCP Redis
 * against a production build. Target: p99 under 20 ms at a steady 100 req/s. Also reports the
 * saturated throughput (10 connections). Writes bench/results/courses.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase, ensureBuild, load, type LoadResult, root, startServer, waitReady } from './lib';

const COURSES = Number(process.env.BENCH_COURSES ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function main() {
  await ensureBuild();
  const database = await createDatabase('bench_courses');
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const server = await startServer(3323, {
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
    // The plan limits stay on (their cost is part of every request) but never bind.
    COURSE_RATE_LIMIT_FREE: '100000000',
  });
  await waitReady(server.url);
  try {
    const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
    const user = (await (await post('/api/v1/auth/register', { username: `bench_${randomUUID().slice(0, 8)}`, email, password: 'bench-password-long', birthDate: '1990-01-01', role: 'instructor' })).json()) as { id: string };
    const { accessToken } = (await (await post('/api/v1/auth/login', { email, password: 'bench-password-long' })).json()) as { accessToken: string };
    const { key } = (await (await post('/api/v1/auth/api-keys', { name: 'bench' }, { authorization: `Bearer ${accessToken}` })).json()) as { key: string };

    const seededAt = performance.now();
    await sql`
      insert into courses (instructor_id, title, description, category, difficulty, duration_minutes, price, tags, status, created_at, updated_at)
      select ${user.id}::uuid, 'Course ' || n, 'Seeded for the benchmark', 'programming',
             (array['beginner','intermediate','advanced'])[1 + n % 3]::course_difficulty, 30 + n % 600,
             (1 + n % 9999) + 0.99, '["bench"]'::jsonb, (array['draft','published','archived'])[1 + n % 3]::course_status,
             now() - make_interval(secs => n), now() - make_interval(secs => n)
      from generate_series(1, ${COURSES}) as n`;
    await sql`analyze courses`;
    const seedS = Math.round((performance.now() - seededAt) / 100) / 10;

    const auth = { authorization: `Bearer ${key}` };
    const targets = {
      'GET /v1/courses?limit=20': `${server.url}/v1/courses?limit=20`,
      'GET /v1/courses?limit=20&status=published': `${server.url}/v1/courses?limit=20&status=published`,
      'GET /v1/user/profile': `${server.url}/v1/user/profile`,
    };
    for (const url of Object.values(targets)) await load({ url, headers: auth, duration: 2 });
    const results: Record<string, { steady100: LoadResult; saturated: LoadResult }> = {};
    for (const [name, url] of Object.entries(targets)) {
      results[name] = {
        steady100: await load({ url, headers: auth, duration: DURATION_S, connections: 4, overallRate: 100 }),
        saturated: await load({ url, headers: auth, duration: DURATION_S }),
      };
    }
    console.log(`\nCourse API, an instructor with ${COURSES.toLocaleString('en')} courses (seeded in ${seedS} s):`);
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([name, r]) => [
          name,
          { 'p50 @100/s': r.steady100.p50, 'p99 @100/s': r.steady100.p99, 'req/s saturated': r.saturated.throughput, 'p99 saturated': r.saturated.p99, errors: r.steady100.non2xx + r.saturated.non2xx + r.steady100.errors + r.saturated.errors },
        ]),
      ),
    );
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'courses.json'), `${JSON.stringify({ at: new Date().toISOString(), courses: COURSES, seedS, results }, null, 2)}\n`);
  } finally {
    await server.stop();
    await sql.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
