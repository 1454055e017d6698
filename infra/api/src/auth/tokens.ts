import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { GROUP_MEMBERSHIPS, type GroupMembership } from '@floorhire/rules';
import type { ApiConfig } from '../config';
import type { Db, Queryable } from '../db';
import { markUserActive } from '../modules/users';
import {
  claimsOf,
  insertFamily,
  insertRefreshToken,
  lockPresentedToken,
  markTokenUsed,
  revokeFamiliesOfUser,
  revokeFamily,
  setFamilyAddress,
  revokeFamilyOfToken,
  type UserClaimsRow,
} from './tokens.repository';

export type { UserClaimsRow } from './tokens.repository';

export interface AuthContext {
  userId: number;
  group: GroupMembership | null;
  roles: readonly string[];
  employerIds: readonly number[];
  isStaff: boolean;
  /**
   * Set when staff act as this user (ADR 301): who acts, in which act-as session. Such a caller
   * is never staff, whatever the roles say, and every request checks the session is still live.
   */
  actAs?: { staffUserId: number; sessionId: number };
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  expiresAt: number;
  refreshToken: string;
}

const ISSUER = 'floorhire';
const ACCESS_AUDIENCE = 'floorhire-api';
const ID_AUDIENCE = 'floorhire-web';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What a token says about a user, read fresh at login and on every refresh. */
export function loadClaims(db: Queryable, userId: number): Promise<UserClaimsRow | undefined> {
  return claimsOf(db, userId);
}

/** The act claim of an acting token: { sub: staff user id, sid: act-as session id }. */
function actorOf(claim: unknown): AuthContext['actAs'] | undefined {
  if (!claim || typeof claim !== 'object') return undefined;
  const { sub, sid } = claim as { sub?: unknown; sid?: unknown };
  const staffUserId = Number(sub);
  return Number.isInteger(staffUserId) && staffUserId > 0 && Number.isInteger(sid) ? { staffUserId, sessionId: sid as number } : undefined;
}

/** Statuses that may hold a session; archived, blocked and suspended users may not. */
export const ACTIVE_STATUSES = new Set(['normal', 'invited', 'probation', 'unconfirmed', 'unverified']);

/** How many verified access tokens to remember; a bound, so a flood of tokens cannot grow memory. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  // A KeyObject made once: handing jose the raw bytes makes it import the key on every call,
  // which doubled the cost of verifying a token (measured 129 µs vs 59 µs per verify).
  private readonly key: KeyObject;
  // Access tokens are stateless until they expire, so a token verified once stays valid until
  // its exp: remembering the answer skips the HMAC for every later call with the same token.
  private readonly verified = new Map<string, { auth: AuthContext; expMs: number }>();

  constructor(
    private readonly db: Db,
    private readonly config: ApiConfig,
  ) {
    this.key = createSecretKey(config.jwtSecret);
  }

  async signAccess(user: UserClaimsRow, acting?: { staffUserId: number; sessionId: number; expiresAtMs: number }): Promise<{ accessToken: string; idToken: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    // An acting token never outlives its act-as session (ADR 301).
    const exp = acting ? Math.min(now + this.config.accessTokenTtlSeconds, Math.floor(acting.expiresAtMs / 1000)) : now + this.config.accessTokenTtlSeconds;
    const roles = user.roles ?? [];
    const employers = user.employer_ids ?? [];
    const act = acting ? { act: { sub: String(acting.staffUserId), sid: acting.sessionId } } : {};
    const accessToken = await new SignJWT({ typ: 'access', grp: user.group_membership, roles, emp: employers, ...act })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.key);
    const idToken = await new SignJWT({
      email: user.email,
      given_name: user.name_first,
      family_name: user.name_last,
      name: `${user.name_first} ${user.name_last}`.trim(),
      groupMembership: user.group_membership,
      roles,
      employerIds: employers,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(ID_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { accessToken, idToken, expiresAt: exp * 1000 };
  }

  async verifyAccess(token: string): Promise<AuthContext | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expMs > Date.now()) return known.auth;
      this.verified.delete(token);
    }
    const auth = await this.verifyAccessUncached(token);
    if (auth && auth.expMs !== undefined) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { auth: auth.context, expMs: auth.expMs });
    }
    return auth?.context ?? null;
  }

  private async verifyAccessUncached(token: string): Promise<{ context: AuthContext; expMs: number | undefined } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: ACCESS_AUDIENCE, algorithms: ['HS256'] });
      if (payload.typ !== 'access' || !payload.sub) return null;
      const group = GROUP_MEMBERSHIPS.find((g) => g === payload.grp) ?? null;
      const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
      const employerIds = Array.isArray(payload.emp) ? payload.emp.filter((e): e is number => Number.isInteger(e)) : [];
      const actAs = actorOf(payload.act);
      const context: AuthContext = actAs
        ? { userId: Number(payload.sub), group, roles, employerIds, isStaff: false, actAs }
        : { userId: Number(payload.sub), group, roles, employerIds, isStaff: roles.includes('user.admin') };
      return { context, expMs: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined };
    } catch {
      return null;
    }
  }

  /**
   * Tokens of an act-as session (ADR 301): the user's own claims, read fresh, plus who acts. No
   * refresh token: the shell asks again with the staff member's own session.
   */
  async signActing(userId: number, acting: { staffUserId: number; sessionId: number; expiresAtMs: number }, tx: Queryable = this.db): Promise<{ accessToken: string; idToken: string; expiresAt: number } | null> {
    const user = await loadClaims(tx, userId);
    if (!user || !ACTIVE_STATUSES.has(user.status)) return null;
    return this.signAccess(user, acting);
  }

  /** Starts a new refresh-token family (a new sign-in) and returns tokens. */
  async signIn(userId: number, tx: Queryable = this.db): Promise<IssuedTokens | null> {
    const user = await loadClaims(tx, userId);
    if (!user || !ACTIVE_STATUSES.has(user.status)) return null;
    const familyId = randomUUID();
    await insertFamily(tx, familyId, userId);
    const refreshToken = await this.issueRefresh(tx, familyId);
    await markUserActive(tx, userId);
    return { ...(await this.signAccess(user)), refreshToken };
  }

  /** Records where a session started (ADR 038): the address the request came from, as resolved. */
  async noteSessionAddress(refreshToken: string, address: string): Promise<void> {
    await setFamilyAddress(this.db, sha256(refreshToken), address);
  }

  private async issueRefresh(tx: Queryable, familyId: string): Promise<string> {
    const refreshToken = randomToken();
    await insertRefreshToken(tx, familyId, sha256(refreshToken), this.config.refreshTokenTtlSeconds);
    return refreshToken;
  }

  /**
   * Rotates a refresh token. A token presented a second time (after the grace window) means it
   * was copied: the whole family is revoked and every session it spawned ends.
   */
  async rotate(refreshToken: string): Promise<IssuedTokens | null> {
    return this.db.transaction(async (tx) => {
      const row = await lockPresentedToken(tx, sha256(refreshToken));
      if (!row || row.revoked || row.expired) return null;
      if (row.used_ts) {
        const sinceUse = Date.now() - row.used_ts.getTime();
        if (sinceUse > this.config.refreshReuseGraceMs) {
          await revokeFamily(tx, row.family_id, 'reuse');
          return null;
        }
      } else {
        await markTokenUsed(tx, row.id);
      }
      const user = await loadClaims(tx, row.user_profile_id);
      if (!user || !ACTIVE_STATUSES.has(user.status)) {
        await revokeFamily(tx, row.family_id, 'inactive');
        return null;
      }
      const next = await this.issueRefresh(tx, row.family_id);
      await markUserActive(tx, row.user_profile_id);
      return { ...(await this.signAccess(user)), refreshToken: next };
    });
  }

  async revokeByToken(refreshToken: string, reason: string): Promise<void> {
    await revokeFamilyOfToken(this.db, sha256(refreshToken), reason);
  }

  async revokeAllForUser(tx: Queryable, userId: number, reason: string): Promise<void> {
    await revokeFamiliesOfUser(tx, userId, reason);
  }
}
