import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { GROUP_ROLES, type GroupMembership } from '@floorhire/rules';
import { hashPassword } from '../src/auth/password';
import { openDatabase, type Db } from '../src/db';

// One database and one app per test file: PGlite in memory by default, the real server named by
// TEST_DATABASE_URL otherwise. Files keep their data apart with unique e-mails and fresh rows.

process.env.JWT_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-signing';
process.env.REFRESH_REUSE_GRACE_MS = '0';
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fh-api-test-'));
process.env.PUBLIC_URL = 'http://localhost:8080';

export const PASSWORD = 'Test-pass-1';
export const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${RUN}-${counter}@example.test`;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
}

let shared: Promise<TestContext> | undefined;
let passwordHash: Promise<string> | undefined;

export function testContext(): Promise<TestContext> {
  shared ??= (async () => {
    const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, inMemory: !process.env.TEST_DATABASE_URL });
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db, worker: false, seed: 'none' });
    await app.ready();
    return { app, db };
  })();
  return shared;
}

let freshCount = 0;

/**
 * An empty database of its own, for tests that need one (the demo seed runs only on an empty
 * database): in-memory PGlite, or a new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function freshDatabase(): Promise<Db> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({ inMemory: true });
  const server = await freshServerDatabase();
  const db = await openDatabase({ databaseUrl: server.url });
  return {
    ...db,
    async close() {
      await db.close();
      await server.drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and how to drop it. */
export async function freshServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  freshCount += 1;
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_fresh_${RUN}_${freshCount}`.toLowerCase().replace(/\W/g, '_');
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.exec(`create database ${name}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export async function closeContext(): Promise<void> {
  if (!shared) return;
  const { app, db } = await shared;
  shared = undefined;
  await app.close();
  await db.close();
}

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

/** Inserts a user straight into the database (with PASSWORD) and signs a token for it. */
export async function createUser(
  ctx: TestContext,
  options: { group?: GroupMembership | null; employerIds?: number[]; phone?: string | null; status?: string; prefix?: string; extraRoles?: string[] } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(options.prefix ?? (options.group ?? 'none').replace(/\s/gu, '-').toLowerCase());
  const group = options.group === undefined ? 'Expert' : options.group;
  const user = (await ctx.db.one<{ id: number }>(
    `insert into user_profiles (email, name_first, name_last, phone, password_hash, status, type)
     values ($1, 'Test', $2, $3, $4, $5, $6) returning id`,
    [email, `User${counter}`, options.phone ?? null, await passwordHash, options.status ?? 'normal', group === 'Super Admin' ? 'Super Admin' : 'Normal'],
  ))!;
  if (group) {
    await ctx.db.query('insert into user_auth_groups (user_profile_id, group_membership) values ($1, $2)', [user.id, group]);
    for (const role of [...GROUP_ROLES[group], ...(options.extraRoles ?? [])]) {
      await ctx.db.query('insert into user_roles (user_profile_id, role_membership) values ($1, $2)', [user.id, role]);
    }
    if (group === 'Expert') await ctx.db.query('insert into pros (user_profile_id) values ($1)', [user.id]);
  }
  for (const employerId of options.employerIds ?? []) {
    await ctx.db.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2)', [employerId, user.id]);
  }
  const tokens = await ctx.app.deps.tokens.signIn(user.id);
  return { id: user.id, email, token: tokens?.accessToken ?? '' };
}

export async function createEmployer(ctx: TestContext, name = `Employer ${RUN} ${++counter}`): Promise<number> {
  return (await ctx.db.one<{ id: number }>('insert into employers (name) values ($1) returning id', [name]))!.id;
}

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'fh_refresh');
  return cookie?.value ? `fh_refresh=${cookie.value}` : undefined;
}

/** Newest outbox message to an address, and the /link/{code} code inside it. */
export async function lastMessageTo(ctx: TestContext, to: string): Promise<{ id: number; body_text: string; template: string; channel: string; status: string } | undefined> {
  return ctx.db.one('select id, body_text, template, channel, status from outbox_messages where lower(to_address) = lower($1) order by id desc limit 1', [to]);
}

export function linkCode(text: string): string {
  const match = /\/link\/([A-Za-z0-9_-]+)/u.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
