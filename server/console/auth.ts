import { TRPCError } from '@trpc/server';
import { againWhileConnectionLost } from '@/db/errors';
import type { NextAuthOptions, User } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import { connection } from 'next/server';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { Container } from '../container';
import { getContainer } from '../runtime/process-container';
import { consoleRequestContext } from './handler';
import { AppError, findAppError } from '../errors';
import { appRouter } from '../routers';
import type { Db } from '@/db/client';
import type { AdminRole, MemberRole } from '@/db/schema/people';
import { consoleAccessOf, endConsoleSession, findLiveConsoleSession, secondFactorMarker, secondFactorMissing, tenantHasMembers, touchConsoleSession } from '../services/people';
import { findTenantById } from '../services/tenants/find-tenant';
import { createCallerFactory, type ConsoleSession } from '../trpc';

/**
 * What the console keeps in its session cookie (a JWT signed with NEXTAUTH_SECRET): a person's
 * console session (checked against its row on every request), or the app-secret sign-in of a
 * tenant without members.
 */
type ConsoleToken =
  | { kind: 'person'; personId: string; sessionId: string; signedInAt: number }
  | { kind: 'tenant'; tenantId: string; appId: string; name: string; signedInAt: number };

/** Who the request's user is, resolved from the cookie and the database on every request. */
export type ConsoleIdentity =
  | {
      kind: 'admin';
      adminId: string;
      email: string;
      name: string;
      role: AdminRole;
      sessionId: string;
      consoles: number;
      /** A second factor is required and missing: the console shows only the account page until one is set up. */
      secondFactorMissing: boolean;
      /**
       * Not required here (the embedded default, `next dev`) and the administrator has none: the
       * admin pages remind them to add one.
       */
      secondFactorSuggested: boolean;
    }
  | {
      kind: 'tenant';
      tenantId: string;
      appId: string;
      name: string;
      role: MemberRole;
      /** The member signed in; null for the app-secret sign-in. */
      person: { id: string; email: string; name: string } | null;
      sessionId: string | null;
      /** How many consoles the person may enter: more than one shows the switcher. */
      consoles: number;
      secondFactorMissing: boolean;
    };

type ConsoleUser = User & { console: ConsoleToken };

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
async function signIn<T>(
  app: Container,
  rawHeaders: Record<string, unknown> | undefined,
  call: (caller: ReturnType<typeof createCaller>) => Promise<T>,
  procedure = 'console.signIn',
): Promise<T> {
  const headers = headersOf(rawHeaders);
  const caller = createCaller(consoleRequestContext(app, { method: 'POST', headers, procedure }, null));
  try {
    return await call(caller);
  } catch (error) {
    const appError = findAppError(error);
    if (appError?.code === 'RATE_LIMITED') {
      const retryAfter = appError.headers['Retry-After'];
      throw new Error(`Too many sign-in attempts. Try again in ${retryAfter ?? 'a few'} seconds.`);
    }
    // The second step of a sign-in with an authenticator: the form recognises the marker and asks for the code.
    if (appError?.reason === 'second_factor_required' || appError?.reason === 'second_factor_failed') throw new Error(`${secondFactorMarker}${appError.message}`);
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
        // The e-mail sign-in of every person (administrators and tenant members).
        id: 'admin',
        name: 'E-mail',
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Password', type: 'password' },
          // An authenticator's or a recovery code: asked for by the form once the password was right.
          code: { label: 'Code', type: 'text' },
        },
        authorize: async (credentials, req): Promise<ConsoleUser> => {
          const code = credentials?.code?.trim() || undefined;
          const person = await signIn(app, req?.headers, (caller) =>
            caller.console.signIn({ email: credentials?.email ?? '', password: credentials?.password ?? '', ...(code ? { code } : {}) }),
          );
          return {
            id: person.personId,
            email: person.email,
            console: { kind: 'person', personId: person.personId, sessionId: person.sessionId, signedInAt: nowS() },
          };
        },
      }),
      CredentialsProvider({
        // A person's sign-in with a passkey alone (see server/services/people/passkeys.ts): the
        // browser's answer to the challenge of `passkeys.signInOptions`, as JSON.
        id: 'passkey',
        name: 'Passkey',
        credentials: { challengeId: { label: 'Challenge', type: 'text' }, response: { label: 'Passkey', type: 'text' } },
        authorize: async (credentials, req): Promise<ConsoleUser> => {
          const person = await signIn(
            app,
            req?.headers,
            (caller) => caller.passkeys.signIn({ challengeId: credentials?.challengeId ?? '', response: parsedJson(credentials?.response) as never }),
            'passkeys.signIn',
          );
          return {
            id: person.personId,
            email: person.email,
            console: { kind: 'person', personId: person.personId, sessionId: person.sessionId, signedInAt: nowS() },
          };
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
      session: ({ session, token }) => ({ ...session, console: token.console as ConsoleToken | undefined }),
    },
    events: {
      // Signing out ends the session's row too: the cookie may have been copied.
      signOut: async ({ token }) => {
        const signedOut = token?.console as ConsoleToken | undefined;
        if (signedOut?.kind === 'person') await endConsoleSession(app.database.db, signedOut.personId, signedOut.sessionId).catch(() => false);
      },
    },
  };
}

const nowS = () => Math.floor(Date.now() / 1000);

/** A form field holding JSON; what does not parse is left for the procedure's input check to refuse. */
function parsedJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
}

export type CurrentConsoleSession =
  | { ok: true; session: ConsoleSession; identity: ConsoleIdentity }
  | {
      ok: false;
      /** `choose`: a person with several consoles has not chosen one yet (the guard sends them to /choose). */
      reason: 'signed-out' | 'suspended' | 'deleted' | 'revoked' | 'expired' | 'choose';
      /**
       * The sign-in tab for whoever was refused: `tenant` (App secret) for the app-secret sign-in,
       * `admin` (E-mail) for a person, whichever console they were in; none when signed out.
       */
      kind?: 'admin' | 'tenant';
      /**
       * A suspended or deleted tenant's session, for the console endpoint only: its procedures
       * then refuse it with the spec's own 401 message ("Tenant suspended"), which the console
       * shows on the sign-in page. Never set when the credentials themselves are no longer valid.
       */
      refusedTenant?: ConsoleSession;
    };

/**
 * The signed-in console user of this request, checked against the database every time: an ended
 * session, a changed password, a removed administrator or member, a suspended or deleted tenant
 * (or, for the app-secret sign-in, a changed secret) sign the browser out on its next request.
 */
export async function currentConsoleSession(): Promise<CurrentConsoleSession> {
  // Marks the page as rendered per request before anything else runs: `next build` would
  // otherwise try to prerender it and open the database (and generate secrets) at build time.
  await connection();
  const app = await getContainer();
  const session = (await getServerSession(await consoleAuthOptions())) as { console?: ConsoleToken } | null;
  const token = session?.console;
  if (!token) return { ok: false, reason: 'signed-out' };
  await app.whenMigrated(10_000).catch(() => {
    throw new AppError('SERVICE_UNAVAILABLE', 'The service is starting; try again shortly');
  });
  const db = app.database.db;
  if (token.kind === 'tenant') return appSecretSession(db, token);
  if (token.kind !== 'person') return { ok: false, reason: 'revoked' };
  const live = await againWhileConnectionLost(() => findLiveConsoleSession(db, token.sessionId));
  if (!live || live.person.id !== token.personId) return { ok: false, reason: 'expired' };
  const { session: row, person } = live;
  const [access] = await Promise.all([againWhileConnectionLost(() => consoleAccessOf(db, person)), touchConsoleSession(db, row).catch(() => {})]);
  const consoles = (access.admin ? 1 : 0) + access.tenants.length;
  const personRef = { id: person.id, email: person.email };
  if (row.consoleKind === 'admin') {
    if (!access.admin) return consoles > 0 ? { ok: false, reason: 'choose' } : { ok: false, reason: 'revoked', kind: 'admin' };
    const hasNone = await secondFactorMissing(db, person, true);
    const missing = hasNone && app.config.requireAdminTwoFactor;
    return {
      ok: true,
      identity: {
        kind: 'admin',
        adminId: person.id,
        email: person.email,
        name: person.name,
        role: access.admin,
        sessionId: row.id,
        consoles,
        secondFactorMissing: missing,
        secondFactorSuggested: hasNone && !missing,
      },
      session: { kind: 'admin', adminId: person.id, email: person.email, role: access.admin, sessionId: row.id, ...(missing ? { secondFactorMissing: true as const } : {}) },
    };
  }
  const membership = row.consoleKind === 'tenant' ? access.tenants.find((tenant) => tenant.tenantId === row.tenantId) : undefined;
  if (!membership) return consoles > 0 ? { ok: false, reason: 'choose' } : { ok: false, reason: 'revoked', kind: 'admin' };
  const missing = await secondFactorMissing(db, person, membership.requireTwoFactor);
  const tenantSession: ConsoleSession = {
    kind: 'tenant',
    tenantId: membership.tenantId,
    role: membership.role,
    person: personRef,
    sessionId: row.id,
    ...(missing ? { secondFactorMissing: true as const } : {}),
  };
  if (membership.status === 'SUSPENDED') return { ok: false, reason: 'suspended', kind: 'admin', refusedTenant: tenantSession };
  return {
    ok: true,
    identity: {
      kind: 'tenant',
      tenantId: membership.tenantId,
      appId: membership.appId,
      name: membership.name,
      role: membership.role,
      person: { ...personRef, name: person.name },
      sessionId: row.id,
      consoles,
      secondFactorMissing: missing,
    },
    session: tenantSession,
  };
}

/** The app-secret sign-in of a tenant: valid while the secret is unchanged, the tenant active and without members. */
async function appSecretSession(db: Db, token: Extract<ConsoleToken, { kind: 'tenant' }>): Promise<CurrentConsoleSession> {
  const tenant = await againWhileConnectionLost(() => findTenantById(db, token.tenantId));
  if (!tenant) return { ok: false, reason: 'deleted', kind: 'tenant' };
  if (token.signedInAt < tenant.tokensNotBefore) return { ok: false, reason: 'revoked', kind: 'tenant' };
  const refusedTenant: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner' };
  if (tenant.status === 'DELETED') return { ok: false, reason: 'deleted', kind: 'tenant', refusedTenant };
  if (tenant.status === 'SUSPENDED') return { ok: false, reason: 'suspended', kind: 'tenant', refusedTenant };
  // Once the tenant has people, they sign in as themselves: the secret's session ends.
  if (await againWhileConnectionLost(() => tenantHasMembers(db, tenant.id))) return { ok: false, reason: 'revoked', kind: 'tenant' };
  return {
    ok: true,
    identity: { kind: 'tenant', tenantId: tenant.id, appId: tenant.appId, name: tenant.name, role: 'owner', person: null, sessionId: null, consoles: 1, secondFactorMissing: false },
    // Signing in is entering the app secret: confirming it's them signs in again and renews this.
    session: { kind: 'tenant', tenantId: tenant.id, role: 'owner', appSecretEnteredAt: new Date(token.signedInAt * 1000) },
  };
}
