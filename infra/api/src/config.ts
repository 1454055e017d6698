import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Everything the API reads from its environment, read once. Secrets come only from here.

export interface ApiConfig {
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to a real server (DB_STATEMENT_POOL, DB_TRANSACTION_POOL); see docs/decisions/036. */
  dbPools: { statements: number; transactions: number };
  /** Origin the browser uses, for links in e-mails and OAuth redirect URIs. */
  publicUrl: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A refresh token replayed within this window (two tabs at once) is not treated as theft. */
  refreshReuseGraceMs: number;
  magicLinkTtlSeconds: number;
  inviteTtlSeconds: number;
  resetTtlSeconds: number;
  cookieSecure: boolean;
  email: { transport: 'local' } | { transport: 'smtp'; url: string; from: string };
  emailFrom: string;
  sms: { transport: 'local' } | { transport: 'twilio'; accountSid: string; authToken: string; from: string };
  social: {
    google?: { clientId: string; clientSecret: string } | undefined;
    facebook?: { clientId: string; clientSecret: string } | undefined;
    /** The development provider page stands in for unconfigured providers outside production. */
    local: boolean;
  };
  workerPollMs: number;
  /** A running job whose worker has not renewed its lease for this long is taken back (a dead process). */
  workerLeaseMs: number;
  /** The platform event stream (docs/decisions/161-platform-event-stream.md). */
  events: { retentionHours: number; heartbeatMs: number; maxBufferedBytes: number };
  trialDays: number;
  /**
   * Addresses or CIDR ranges of the proxies in front of the API (TRUSTED_PROXIES, comma
   * separated; empty by default). Only a hop from one of them may name the client in
   * X-Forwarded-For/-Proto; anyone else's header is ignored, so it cannot pick the address rate
   * limits and audit data are keyed on (docs/decisions/038).
   */
  trustedProxies: string[];
}

/** TRUSTED_PROXIES as a list (infra/server reads it for its own instance too). */
function trustedProxiesFrom(env: NodeJS.ProcessEnv): string[] {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function number(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** In development a secret is generated once and kept in DATA_DIR so restarts keep sessions. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (production) throw new Error('JWT_SECRET must be set in production');
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(overrides: { dataDir?: string | undefined; databaseUrl?: string | undefined } = {}, env = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? './data';
  const port = env.PORT ?? '8080';
  const emailFrom = env.EMAIL_FROM ?? 'FloorHire <no-reply@floorhire.test>';
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined;
  const facebook =
    env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET ? { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } : undefined;
  return {
    production,
    dataDir,
    databaseUrl: overrides.databaseUrl ?? (env.DATABASE_URL || undefined),
    dbPools: { statements: number(env.DB_STATEMENT_POOL, 4), transactions: number(env.DB_TRANSACTION_POOL, 10) },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/u, ''),
    jwtSecret: jwtSecret(env, dataDir, production),
    accessTokenTtlSeconds: number(env.ACCESS_TOKEN_TTL_SECONDS, 30 * 60),
    refreshTokenTtlSeconds: number(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    refreshReuseGraceMs: number(env.REFRESH_REUSE_GRACE_MS, 3000),
    magicLinkTtlSeconds: number(env.MAGIC_LINK_TTL_SECONDS, 15 * 60),
    inviteTtlSeconds: number(env.INVITE_TTL_SECONDS, 7 * 24 * 3600),
    resetTtlSeconds: number(env.RESET_TTL_SECONDS, 60 * 60),
    cookieSecure: env.COOKIE_SECURE !== 'false',
    email: env.SMTP_URL ? { transport: 'smtp', url: env.SMTP_URL, from: emailFrom } : { transport: 'local' },
    emailFrom,
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { transport: 'twilio', accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : { transport: 'local' },
    social: { google, facebook, local: !production || env.SOCIAL_LOCAL === 'true' },
    workerPollMs: number(env.WORKER_POLL_MS, 500),
    workerLeaseMs: number(env.WORKER_LEASE_MS, 30_000),
    events: {
      retentionHours: number(env.EVENTS_RETENTION_HOURS, 24),
      heartbeatMs: number(env.EVENTS_HEARTBEAT_MS, 15_000),
      maxBufferedBytes: number(env.EVENTS_MAX_BUFFERED_BYTES, 1024 * 1024),
    },
    trialDays: number(env.TRIAL_DAYS, 14),
    trustedProxies: trustedProxiesFrom(env),
  };
}
