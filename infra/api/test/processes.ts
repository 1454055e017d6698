import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashPassword } from '../src/auth/password';
import { openDatabase, type Db } from '../src/db';
import { RUN } from './helpers';

// Real API processes for the scale-out and crash tests: `infra/api/src/server.ts` as child
// processes on one PostgreSQL database, and a round-robin proxy standing in for the load balancer.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// tsx as a loader in the server's own process (its CLI would run the server in a child, which a
// SIGKILL of the CLI would leave running).
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const SERVER = join(ROOT, 'infra', 'api', 'src', 'server.ts');

/** Ports of these tests: the proxy on the base, API processes above it (API_TEST_PORT_BASE, default 8130). */
export const PORT_BASE = Number(process.env.API_TEST_PORT_BASE ?? 8130);
export const JWT_SECRET = 'scale-test-secret-that-is-long-enough-for-hs256';
export const SKIP_REASON = 'needs TEST_DATABASE_URL: several processes cannot share one embedded PGlite';

/** A database of its own on the TEST_DATABASE_URL server, dropped by drop(). */
export async function serverDatabase(label: string): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(SKIP_REASON);
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_${label}_${RUN}`.toLowerCase().replace(/\W/gu, '_');
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.exec(`drop database if exists ${name} with (force)`);
  await admin.exec(`create database ${name}`);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it wrote to stderr, for failure messages. */
  stderr: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startApi(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fh-api-process-')),
      PUBLIC_URL: `http://127.0.0.1:${PORT_BASE}`,
      WORKER_POLL_MS: '25',
      REFRESH_REUSE_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API on ${port} exited while starting: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v4/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 40_000) {
      child.kill('SIGKILL');
      throw new Error(`API on ${port} did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    child,
    exited,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Proxy {
  url: string;
  /** Requests forwarded to each target port. */
  forwarded: Map<number, number>;
  close(): Promise<void>;
}

/**
 * One address in front of several API processes, alternating per request as a load balancer
 * without sticky sessions does; it adds X-Forwarded-For like one, and streams answers (SSE).
 */
export async function roundRobinProxy(port: number, targets: readonly number[]): Promise<Proxy> {
  let next = 0;
  const forwarded = new Map<number, number>(targets.map((t) => [t, 0]));
  const server: Server = createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    forwarded.set(target, (forwarded.get(target) ?? 0) + 1);
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const PASSWORD = 'Scale-pass-1';

/** Users straight into the database, all with PASSWORD; staff get user.admin. */
export async function insertUsers(db: Db, count: number, options: { prefix: string; staff?: boolean; phones?: boolean }): Promise<{ id: number; email: string; phone: string | null }[]> {
  const hash = await hashPassword(PASSWORD);
  const { rows } = await db.query<{ id: number; email: string; phone: string | null }>(
    `insert into user_profiles (email, name_first, name_last, phone, password_hash, status, type)
     select $1 || '-' || g || '@example.test', 'Scale', 'User ' || g, case when $3 then lpad((5550000000 + g)::text, 10, '0') end, $2, 'normal', case when $4 then 'Super Admin' else 'Normal' end
     from generate_series(1, $5::int) g
     returning id, email, phone`,
    [`${options.prefix}-${RUN}`, hash, options.phones ?? false, options.staff ?? false, count],
  );
  if (options.staff) {
    for (const user of rows) {
      await db.query(`insert into user_auth_groups (user_profile_id, group_membership) values ($1, 'Super Admin')`, [user.id]);
      await db.query(`insert into user_roles (user_profile_id, role_membership) values ($1, 'user.admin')`, [user.id]);
    }
  }
  return rows;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** The fh_refresh cookie of an answer, as a Cookie header value. */
export function refreshCookie(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('fh_refresh='));
  const value = cookie?.split(';')[0];
  return value && value !== 'fh_refresh=' ? value : undefined;
}

export async function waitUntil(condition: () => Promise<boolean> | boolean, what: string, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
