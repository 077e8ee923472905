import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

/**
 * The console's people: one account per person, who may be an administrator (with an
 * administrator's role), a member of tenants (with a role in each), or both.
 */
export const adminRoles = ['owner', 'operator', 'viewer'] as const;
export const memberRoles = ['owner', 'developer', 'viewer'] as const;
export type AdminRole = (typeof adminRoles)[number];
export type MemberRole = (typeof memberRoles)[number];
export const adminRole = pgEnum('admin_role', adminRoles);
export const memberRole = pgEnum('member_role', memberRoles);

export const people = pgTable(
  'people',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull().default(''),
    /** argon2id. */
    passwordHash: text().notNull(),
    /** An administrator's role; null for a person who is only a tenant member. */
    adminRole: adminRole(),
    /** When the password last changed (set at creation). */
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }),
    /** The TOTP key (base32), once confirmed with a code, sealed (server/infra/secret-box.ts); null without TOTP. */
    totpSecret: text(),
    /** A key being set up, sealed: confirmed by the first code, then moved to `totpSecret`. */
    totpPendingSecret: text(),
    /** The last 30-second step whose code was accepted: a code is accepted once. */
    totpLastStep: bigint({ mode: 'number' }),
    ...timestamps,
  },
  // Addresses differing only in case are the same mailbox to people.
  (t) => [uniqueIndex('people_email_lower_key').on(sql`lower(${t.email})`)],
);

/** A person's role in a tenant. The last owner of a tenant can be neither removed nor demoted. */
export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    role: memberRole().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.personId] }), index('tenant_members_person_id_idx').on(t.personId)],
);

/**
 * A signed-in browser. The console's cookie names the row; the row is checked on every request, so
 * ending it (by its person, an owner, a password change, a removal) signs the browser out at once.
 */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    userAgent: text(),
    ip: text(),
    /**
     * Which console the browser is in: `admin`, or `tenant` with `tenantId`; null until a person
     * with more than one chooses. Kept here, not in the cookie, so the server decides and a switch
     * or a removal takes effect on the next request.
     */
    consoleKind: text({ enum: ['admin', 'tenant'] }),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    /** The last password or second-factor check: dangerous actions ask again when it is old. */
    verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('console_sessions_person_id_idx').on(t.personId, t.createdAt)],
);

/** One-time recovery codes of a person's TOTP, stored hashed (argon2id); `usedAt` set when spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_person_id_idx').on(t.personId)],
);

/** WebAuthn credentials (passkeys): several per person, named, removable. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text().primaryKey(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    backedUp: boolean().notNull().default(false),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passkeys_person_id_idx').on(t.personId)],
);

export const webauthnChallengePurposes = ['register', 'sign_in', 'reverify'] as const;
export type WebauthnChallengePurpose = (typeof webauthnChallengePurposes)[number];
export const webauthnChallengePurpose = pgEnum('webauthn_challenge_purpose', webauthnChallengePurposes);

/**
 * A WebAuthn challenge handed to a browser: kept here rather than in the instance's memory or the
 * cookie, so the answer may reach another instance behind the load balancer. Single use (`usedAt`,
 * set by a conditional UPDATE), valid five minutes. `personId` is the signed-in person it was made
 * for (registration, confirming it's you); null for a sign-in, where nobody is known yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** base64url, as the browser signs it in clientDataJSON. */
    challenge: text().notNull(),
    personId: uuid().references(() => people.id, { onDelete: 'cascade' }),
    purpose: webauthnChallengePurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Expired rows are swept by their expiry.
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);

/**
 * An invitation by mail: to administer (with `adminRole`) or to join a tenant (with `memberRole`).
 * Only the token's SHA-256 is stored; it is single-use and expires after 7 days.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    adminRole: adminRole(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    memberRole: memberRole(),
    invitedBy: uuid().references(() => people.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('invitations_token_hash_key').on(t.tokenHash), index('invitations_tenant_id_idx').on(t.tenantId)],
);

/** A password reset by mail: single-use, valid one hour; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid().primaryKey().defaultRandom(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

export type PersonRow = typeof people.$inferSelect;
export type TenantMemberRow = typeof tenantMembers.$inferSelect;
export type ConsoleSessionRow = typeof consoleSessions.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;
