/**
 * The ceiling of `npm run bench`: a bare `node:http` server doing the work of `GET /tenants/me`
 * with the product's libraries (jose HS256 verification of the bearer token, one primary-key query
 * through `postgres`) and nothing else: no framework, no validation, no rate limit, no logging.
 * Started by bench/hot-path.ts with DATABASE_URL, JWT_SECRET and PORT.
 */
import http from 'node:http';
import { jwtVerify } from 'jose';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL!, { max: 10 });
const key = new TextEncoder().encode(process.env.JWT_SECRET!);

const server = http.createServer(async (req, res) => {
  try {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new Error('no token');
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const [row] = await sql`
      select t.id, t.app_id, t.name, e.url as webhook_url, t.status, t.created_at, t.updated_at
      from tenants t left join webhook_endpoints e on e.tenant_id = t.id and e.is_primary where t.id = ${payload.sub!}`;
    if (!row) throw new Error('unknown tenant');
    const body = JSON.stringify({
      id: row.id,
      appId: row.app_id,
      name: row.name,
      webhookUrl: row.webhook_url,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => {
  server.close();
  void sql.end();
});
