import { AppError, findAppError } from '../../errors';
import { policyForTier, type RateDecision, rateLimitHeaders } from '../../infra/ratelimit';
import { recordLoginLockOut } from '../../services/tenants/login-tenant';
import { isRowId } from '../../services/shared/row-id';
import { auditContextOf, type RequestContext } from '../context';
import { t } from '../init';

type RatePolicyName = keyof RequestContext['rateLimitPolicies'];

/** Counts one request against a policy, at the tier's limit if it has tiers (null when rate limiting is turned off). */
export function countRequest(ctx: RequestContext, policy: RatePolicyName, identifier: string, tier?: string): Promise<RateDecision | null> {
  const { rateLimiter, rateLimitPolicies, config } = ctx;
  return config.rateLimit.enabled ? rateLimiter.check(policy, policyForTier(rateLimitPolicies[policy], tier), identifier) : Promise.resolve(null);
}

/** The decision's headers go on the answer whether it passes or not; a refusal is a 429. */
export function applyRateDecision(ctx: RequestContext, policy: RatePolicyName, decision: RateDecision | null): void {
  if (!decision) return;
  const headers = rateLimitHeaders(decision);
  Object.assign(ctx.response.headers, headers);
  if (!decision.allowed) {
    ctx.metrics.rateLimited.inc({ policy });
    throw new AppError('RATE_LIMITED', 'Rate limit exceeded; retry after the time in Retry-After', { headers });
  }
}

/**
 * Sign-in attempts per (account, client IP), counted before the secret is checked: the tenant's
 * appId (API login and console sign-in alike) or an administrator's e-mail address. An appId's
 * attempts are also counted per appId from every address together, failures only (`loginApp`): the
 * attempt is counted before the secret is checked, so parallel guesses cannot pass the limit
 * together, and given back unless the appId or secret was wrong. The attempt that finds the limit
 * reached starts a lock-out, audited; until it ends every attempt is refused, the right secret from
 * anywhere too.
 */
export const loginThrottle = t.middleware(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as { appId?: unknown; email?: unknown } | undefined;
  const appId = typeof raw?.appId === 'string' ? raw.appId.slice(0, 64) : null;
  const account = appId ?? (typeof raw?.email === 'string' ? `admin:${raw.email.trim().toLowerCase().slice(0, 254)}` : '');
  applyRateDecision(ctx, 'login', await countRequest(ctx, 'login', `${account}|${ctx.ip ?? 'unknown'}`));
  if (appId === null) return next();
  const byApp = await countRequest(ctx, 'loginApp', appId);
  if (byApp?.lockOut?.startedNow) await recordLoginLockOut({ db: ctx.db, audit: auditContextOf(ctx) }, appId, { level: byApp.lockOut.level, untilS: byApp.resetS });
  if (byApp && !byApp.allowed) applyRateDecision(ctx, 'loginApp', byApp);
  const result = await next();
  const wrongSecret = !result.ok && findAppError(result.error)?.reason === 'invalid_credentials';
  if (byApp && !byApp.failedOpen && !wrongSecret) await ctx.rateLimiter.giveBack('loginApp', ctx.rateLimitPolicies.loginApp, appId);
  return result;
});

/**
 * The account API's unauthenticated routes (register, login, refresh, the mailed-token
 * confirmations) are counted per client IP, every request. Sign-in is also throttled per account
 * (the e-mail address) against guessing one password, and there only failures count: the attempt
 * is counted before the password is checked (so parallel guesses cannot slip past the limit), and
 * given back when it was not a failed sign-in. Many good sign-ins in a row are never refused, a
 * correct password after nine failures still works, and once the failures reach the limit every
 * attempt is refused until the window ends (a success would otherwise tell a guesser it was right).
 */
export const accountPublicThrottle = t.middleware(async ({ ctx, getRawInput, path, next }) => {
  applyRateDecision(ctx, 'accountLoginIp', await countRequest(ctx, 'accountLoginIp', ctx.ip ?? 'unknown'));
  if (!path.endsWith('.login')) return next();
  const raw = (await getRawInput()) as { email?: unknown } | undefined;
  const account = typeof raw?.email === 'string' ? raw.email.trim().toLowerCase().slice(0, 254) : '';
  const decision = await countRequest(ctx, 'accountLogin', account);
  applyRateDecision(ctx, 'accountLogin', decision);
  const result = await next();
  const failedSignIn = !result.ok && findAppError(result.error)?.code === 'UNAUTHORIZED';
  if (decision && !decision.failedOpen && !failedSignIn) {
    const { rateLimiter, rateLimitPolicies } = ctx;
    const returned = await rateLimiter.giveBack('accountLogin', rateLimitPolicies.accountLogin, account);
    if (returned) Object.assign(ctx.response.headers, rateLimitHeaders(returned));
  }
  return result;
});

/** The refusals the second-factor throttle counts: a wrong code, a wrong password when confirming it's you. */
const wrongSecondFactor = new Set(['second_factor_failed', 'reverify_failed']);

/**
 * Second-factor checks (a sign-in's code, the code or password that confirms it's you or turns
 * two-factor sign-in off) per person and per client IP, against guessing six digits. As with the
 * account API's sign-in, only wrong codes count: each attempt is counted before the code is checked
 * (parallel guesses cannot slip past the limit) and given back unless it was wrong. The person is
 * the signed-in one, or at sign-in the e-mail address (one person per address, whatever its case).
 */
export const secondFactorThrottle = t.middleware(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as { email?: unknown; code?: unknown; password?: unknown } | undefined;
  const signedIn = ctx.session?.kind === 'admin' ? ctx.session.email : ctx.session?.kind === 'tenant' ? ctx.session.person?.email : undefined;
  const attempt = (typeof raw?.code === 'string' && raw.code.trim() !== '') || (signedIn !== undefined && typeof raw?.password === 'string');
  if (!attempt) return next();
  const person = (signedIn ?? (typeof raw?.email === 'string' ? raw.email : '')).trim().toLowerCase().slice(0, 254);
  const ip = ctx.ip ?? 'unknown';
  const [byPerson, byIp] = await Promise.all([countRequest(ctx, 'secondFactor', person), countRequest(ctx, 'secondFactorIp', ip)]);
  try {
    applyRateDecision(ctx, 'secondFactor', byPerson);
    applyRateDecision(ctx, 'secondFactorIp', byIp);
  } catch (error) {
    // Said in the words of the form that shows it, with the wait (the console cannot read Retry-After).
    const refusal = findAppError(error);
    const retryAfter = refusal?.headers['Retry-After'];
    throw refusal ? new AppError('RATE_LIMITED', `Too many wrong codes. Try again in ${retryAfter ?? 'a few'} seconds.`, { headers: refusal.headers }) : error;
  }
  const result = await next();
  const wrong = !result.ok && wrongSecondFactor.has(findAppError(result.error)?.reason ?? '');
  if (!wrong) {
    const { rateLimiter, rateLimitPolicies } = ctx;
    await Promise.all([
      byPerson && !byPerson.failedOpen ? rateLimiter.giveBack('secondFactor', rateLimitPolicies.secondFactor, person) : null,
      byIp && !byIp.failedOpen ? rateLimiter.giveBack('secondFactorIp', rateLimitPolicies.secondFactorIp, ip) : null,
    ]);
  }
  return result;
});

/**
 * Counts one attempt per person and per client IP (both decisions' headers go on the answer);
 * refused in the words of the form that shows it, with the wait (the console cannot read
 * Retry-After), when either is over its limit.
 */
async function countPersonAndIp(
  ctx: RequestContext,
  policies: { person: RatePolicyName; ip: RatePolicyName },
  identifiers: { person: string | null; ip: string },
  refusal: (retryAfter: string) => string,
): Promise<{ byPerson: RateDecision | null; byIp: RateDecision | null }> {
  const [byPerson, byIp] = await Promise.all([
    identifiers.person === null ? null : countRequest(ctx, policies.person, identifiers.person),
    countRequest(ctx, policies.ip, identifiers.ip),
  ]);
  try {
    applyRateDecision(ctx, policies.person, byPerson);
    applyRateDecision(ctx, policies.ip, byIp);
  } catch (error) {
    const refused = findAppError(error);
    throw refused ? new AppError('RATE_LIMITED', refusal(refused.headers['Retry-After'] ?? 'a few'), { headers: refused.headers }) : error;
  }
  return { byPerson, byIp };
}

/** The sign-in refusals the console's sign-in throttle counts: a wrong e-mail or password, a wrong second-factor code. */
const failedSignIn = new Set(['invalid_credentials', 'second_factor_failed']);

/**
 * A console sign-in's failures per person (the address, whatever its case) and per client IP, as
 * the account API's sign-in counts them: each attempt is counted before the password is checked
 * (parallel guesses cannot slip past the limit) and given back unless it failed (a wrong password
 * or second-factor code). A person signing in and out all day is never refused; once the failures
 * reach a limit, every attempt is refused until the window has room, a right password too.
 * `personOf` names the person from the raw input (null: nobody to count, only the address).
 */
function signInFailureThrottle(personOf: (ctx: RequestContext, raw: Record<string, unknown> | undefined) => Promise<string | null>) {
  return t.middleware(async ({ ctx, getRawInput, next }) => {
    const named = await personOf(ctx, (await getRawInput()) as Record<string, unknown> | undefined);
    const person = named === null ? null : named.trim().toLowerCase().slice(0, 254);
    const ip = ctx.ip ?? 'unknown';
    const { byPerson, byIp } = await countPersonAndIp(
      ctx,
      { person: 'consoleSignIn', ip: 'consoleSignInIp' },
      { person, ip },
      (retryAfter) => `Too many sign-in attempts. Try again in ${retryAfter} seconds.`,
    );
    const result = await next();
    const failed = !result.ok && failedSignIn.has(findAppError(result.error)?.reason ?? '');
    if (!failed) {
      const { rateLimiter, rateLimitPolicies } = ctx;
      await Promise.all([
        person !== null && byPerson && !byPerson.failedOpen ? rateLimiter.giveBack('consoleSignIn', rateLimitPolicies.consoleSignIn, person) : null,
        byIp && !byIp.failedOpen ? rateLimiter.giveBack('consoleSignInIp', rateLimitPolicies.consoleSignInIp, ip) : null,
      ]);
    }
    return result;
  });
}

/**
 * The console's e-mail sign-in, counted by `signInFailureThrottle` for the address it names.
 * `POST /tenants/login` and the app-secret sign-in keep `loginThrottle`.
 */
export const consoleSignInThrottle = signInFailureThrottle(async (_, raw) => (typeof raw?.email === 'string' ? raw.email : ''));

/**
 * Accepting an invitation with an existing account checks that account's password: it counts
 * against the person's console sign-in throttle as a sign-in does (the person being the address
 * the invitation was sent to), so an invitation link is no way around it. `addressOf` reads that
 * address from the invitation's token (null when the token names no usable invitation).
 */
export const invitationSignInThrottle = (addressOf: (ctx: RequestContext, token: string) => Promise<string | null>) =>
  signInFailureThrottle(async (ctx, raw) => (typeof raw?.token === 'string' ? addressOf(ctx, raw.token) : null));

/**
 * Password resets by mail: every request for a mail counted per address (known or not: a refusal
 * says nothing of whether an account uses it) and per client IP; the link's check and the new
 * password per client IP (against guessing links).
 */
export const passwordResetThrottle = t.middleware(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as { email?: unknown } | undefined;
  const address = typeof raw?.email === 'string' ? raw.email.trim().toLowerCase().slice(0, 254) : null;
  await countPersonAndIp(
    ctx,
    { person: 'passwordReset', ip: 'passwordResetIp' },
    { person: address, ip: ctx.ip ?? 'unknown' },
    (retryAfter) => `Too many password reset attempts. Try again in ${retryAfter} seconds.`,
  );
  return next();
});

/**
 * A payment provider's webhook receiver, counted per (receiver, client IP) before the signature is
 * checked: a Stripe connector's address by its connector id (any other path value counts as one
 * receiver, `unknown`), the sandbox's receiver as `sandbox`. The client IP is the one the request
 * meta settled on (TRUSTED_PROXY_COUNT), never a forwarded header taken at its word.
 */
export const providerWebhookThrottle = t.middleware(async ({ ctx, getRawInput, path, next }) => {
  let receiver = 'sandbox';
  if (path.startsWith('stripeWebhooks.')) {
    const raw = (await getRawInput()) as { connectorId?: unknown } | undefined;
    receiver = typeof raw?.connectorId === 'string' && isRowId(raw.connectorId) ? raw.connectorId.toLowerCase() : 'unknown';
  }
  applyRateDecision(ctx, 'providerWebhook', await countRequest(ctx, 'providerWebhook', `${receiver}|${ctx.ip ?? 'unknown'}`));
  return next();
});
