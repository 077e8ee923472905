import { TRPCError } from '@trpc/server';
import { isConnectionLost } from '@/db/errors';
import type { NextAuthOptions, User } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import { connection } from 'next/server';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { Container } from '../container';
import { getContainer } from '../process-container';
import { consoleRequestContext } from './handler';
import { AppError, findAppError } from '../errors';
import { appRouter } from '../routers';
import { findConsoleAdmin } from '../services/console-admins';
import { findTenantById } from '../services/tenants/find-tenant';
import { createCallerFactory, type ConsoleSession } from '../trpc';

/** What the console keeps in its session cookie (a JWT signed with NEXTAUTH_SECRET). */
type ConsoleIdentity =
  | { kind: 'admin'; adminId: string; email: string; signedInAt: number }
  | { kind: 'tenant'; tenantId: string; appId: string; name: string; signedInAt: number };

type ConsoleUser = User & { console: ConsoleIdentity };

/** Console sessions last a working day; a suspended tenant or a removed admin loses it at once. */
const SESSION_MAX_AGE_S = 8 * 3600;
const createCaller = createCallerFactory(appRouter);

/** The header bag next-auth hands `authorize`, as a Headers object for the request context. */
function headersOf(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw ?? {})) if (typeof value === 'string') headers.set(name, value);
  return headers;
}

/**
 * Runs a sign-in procedure as the console would (the login throttle, the audit events); next-auth
 * shows a thrown Error's message to the sign-in form, so only messages meant for people get out.
 */
async function signIn<T>(app: Container, rawHeaders: Record<string, unknown> | undefined, call: (caller: ReturnType<typeof createCaller>) => Promise<T>): Promise<T> {
  const headers = headersOf(rawHeaders);
  const caller = createCaller(consoleRequestContext(app, { method: 'POST', headers, procedure: 'console.signIn' }, null));
  try {
    return await call(caller);
  } catch (error) {
    const appError = findAppError(error);
    if (appError?.code === 'RATE_LIMITED') {
      const retryAfter = appError.headers['Retry-After'];
      throw new Error(`Too many sign-in attempts. Try again in ${retryAfter ?? 'a few'} seconds.`);
    }
    if (appError?.code === 'UNAUTHORIZED') throw new Error(appError.message);
    if (appError?.code === 'VALIDATION_FAILED' || (!appError && error instanceof TRPCError && error.code === 'BAD_REQUEST')) {
      throw new Error('Enter both fields to sign in.');
    }
    app.logger.error({ err: error }, 'console sign-in failed');
    throw new Error('Sign-in is unavailable right now. Try again shortly.');
  }
}

export async function consoleAuthOptions(): Promise<NextAuthOptions> {
  const app = await getContainer();
  return {
    secret: app.config.nextAuthSecret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: '/login', error: '/login' },
    // next-auth's own messages go to the app's log. NEXTAUTH_URL is optional here: the console
    // never follows next-auth's absolute redirects, so its "not set" warning on every call is noise.
    logger: {
      error: (code, metadata) => app.logger.error({ code, err: metadata instanceof Error ? metadata : undefined }, 'next-auth error'),
      warn: (code) => {
        if (code !== 'NEXTAUTH_URL') app.logger.warn({ code }, 'next-auth warning');
      },
      debug: () => {},
    },
    providers: [
      CredentialsProvider({
        id: 'admin',
        name: 'Administrator',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        authorize: async (credentials, req): Promise<ConsoleUser> => {
          const admin = await signIn(app, req?.headers, (caller) =>
            caller.console.signInAdmin({ email: credentials?.email ?? '', password: credentials?.password ?? '' }),
          );
          return { id: admin.id, email: admin.email, console: { kind: 'admin', adminId: admin.id, email: admin.email, signedInAt: nowS() } };
        },
      }),
      CredentialsProvider({
        id: 'tenant',
        name: 'Tenant',
        credentials: { appId: { label: 'App ID', type: 'text' }, appSecret: { label: 'App secret', type: 'password' } },
        authorize: async (credentials, req): Promise<ConsoleUser> => {
          const tenant = await signIn(app, req?.headers, (caller) =>
            caller.console.signInTenant({ appId: credentials?.appId ?? '', appSecret: credentials?.appSecret ?? '' }),
          );
          return {
            id: tenant.tenantId,
            name: tenant.name,
            console: { kind: 'tenant', tenantId: tenant.tenantId, appId: tenant.appId, name: tenant.name, signedInAt: nowS() },
          };
        },
      }),
    ],
    callbacks: {
      jwt: ({ token, user }) => {
        if (user) token.console = (user as ConsoleUser).console;
        return token;
      },
      session: ({ session, token }) => ({ ...session, console: token.console as ConsoleIdentity | undefined }),
    },
  };
}

const nowS = () => Math.floor(Date.now() / 1000);

export type CurrentConsoleSession =
  | { ok: true; session: ConsoleSession; identity: ConsoleIdentity }
  | {
      ok: false;
      reason: 'signed-out' | 'suspended' | 'deleted' | 'revoked';
      /** Whose session was refused (the sign-in page opens on their tab); none when signed out. */
      kind?: ConsoleIdentity['kind'];
      /**
       * A suspended or deleted tenant's session, for the console endpoint only: its procedures
       * then refuse it with the spec's own 401 message ("Tenant suspended"), which the console
       * shows on the sign-in page. Never set when the credentials themselves are no longer valid.
       */
      refusedTenant?: ConsoleSession;
    };

/**
 * The signed-in console user of this request, checked against the database every time: a tenant
 * that was suspended or deleted (or whose secret changed) since it signed in, or an administrator
 * who was removed, is signed out on its next request.
 */
export async function currentConsoleSession(): Promise<CurrentConsoleSession> {
  // Marks the page as rendered per request before anything else runs: `next build` would
  // otherwise try to prerender it and open the database (and generate secrets) at build time.
  await connection();
  const app = await getContainer();
  const session = (await getServerSession(await consoleAuthOptions())) as { console?: ConsoleIdentity } | null;
  const identity = session?.console;
  if (!identity) return { ok: false, reason: 'signed-out' };
  await app.whenMigrated(10_000).catch(() => {
    throw new AppError('SERVICE_UNAVAILABLE', 'The service is starting; try again shortly');
  });
  if (identity.kind === 'admin') {
    const admin = await askTwiceIfConnectionLost(() => findConsoleAdmin(app.database.db, identity.adminId));
    if (!admin) return { ok: false, reason: 'revoked', kind: 'admin' };
    return { ok: true, identity, session: { kind: 'admin', adminId: admin.id, email: admin.email } };
  }
  const tenant = await askTwiceIfConnectionLost(() => findTenantById(app.database.db, identity.tenantId));
  if (!tenant) return { ok: false, reason: 'deleted', kind: 'tenant' };
  if (identity.signedInAt < tenant.tokensNotBefore) return { ok: false, reason: 'revoked', kind: 'tenant' };
  const refusedTenant: ConsoleSession = { kind: 'tenant', tenantId: tenant.id };
  if (tenant.status === 'DELETED') return { ok: false, reason: 'deleted', kind: 'tenant', refusedTenant };
  if (tenant.status === 'SUSPENDED') return { ok: false, reason: 'suspended', kind: 'tenant', refusedTenant };
  return { ok: true, identity: { ...identity, name: tenant.name }, session: { kind: 'tenant', tenantId: tenant.id } };
}

/**
 * A session lookup whose pooled connection was closed under it (a terminated backend, a database
 * restart) is asked once more on a fresh connection: a read, so nothing happens twice, and the
 * signed-in user is not treated as signed out because of one dead connection.
 */
async function askTwiceIfConnectionLost<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isConnectionLost(error)) return read();
    throw error;
  }
}
