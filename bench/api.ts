import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { hashPassword } from '../infra/api/src/auth/password';
import { loadConfig } from '../infra/api/src/config';
import { migrateUp, openDatabase } from '../infra/api/src/db';
import { ROOT, waitForServer, writeResult } from './support';

// API throughput on real PostgreSQL: read-by-id and list endpoints against a hello-world route
// (GET /v4/health, no database) in the same run, 50 connections. Target (issue 3): read by id
// at least 0.25x hello-world with p99 under 30 ms; the list is reported beside it.
// Run: DATABASE_URL=postgres://… npx tsx bench/api.ts

export interface EndpointFigure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  ratioToHello: number;
  errors: number;
  non2xx: number;
}

export interface ApiBenchResult {
  connections: number;
  durationSeconds: number;
  rounds: number;
  /** Connections the API opened: for single statements and for transactions. */
  pools: { statements: number; transactions: number };
  endpoints: EndpointFigure[];
  pass: boolean;
  perRound: EndpointFigure[][];
}

export async function run(options: { databaseUrl?: string; port?: number; durationSeconds?: number; connections?: number; rounds?: number } = {}): Promise<ApiBenchResult> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database for the API benchmark');
  const port = options.port ?? Number(process.env.BENCH_API_PORT ?? 8210);
  const durationSeconds = options.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 10);
  const connections = options.connections ?? 50;
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 3);
  // The API's own defaults unless DB_STATEMENT_POOL / DB_TRANSACTION_POOL say otherwise.
  const pools = loadConfig({ dataDir: ROOT }, { ...process.env, JWT_SECRET: 'unused' }).dbPools;
  const base = `http://127.0.0.1:${port}`;

  // Fixture: one staff user (reads any profile and the outbox list) and 300 outbox rows.
  const db = await openDatabase({ databaseUrl });
  await migrateUp(db);
  const tag = randomBytes(4).toString('hex');
  const email = `bench-staff-${tag}@example.test`;
  const password = 'Bench-pass-1';
  const userId = await db.transaction(async (tx) => {
    const user = (await tx.one<{ id: number }>(`insert into user_profiles (email, name_first, name_last, password_hash, type) values ($1, 'Bench', 'Staff', $2, 'Super Admin') returning id`, [email, await hashPassword(password)]))!;
    await tx.query(`insert into user_auth_groups (user_profile_id, group_membership) values ($1, 'Super Admin')`, [user.id]);
    await tx.query(`insert into user_roles (user_profile_id, role_membership) values ($1, 'user.admin')`, [user.id]);
    // The list fixture is exactly 300 messages in every run, so runs stay comparable.
    await tx.query(`delete from outbox_messages where template = 'bench'`);
    await tx.query(
      `insert into outbox_messages (channel, to_address, subject, body_text, template, status)
       select 'email', 'bench-' || g || '@example.test', 'Subject ' || g, repeat('Body text ', 20), 'bench', 'sent' from generate_series(1, 300) g`,
    );
    return user.id;
  });
  // Read by id walks up to 10,000 profiles (pros and employer users on a scale-seeded database)
  // rather than one row the cache always holds.
  const { rows: sample } = await db.query<{ id: number }>('select id from user_profiles where id <> $1 order by random() limit 10000', [userId]);
  const profileIds = sample.length > 0 ? sample.map((r) => r.id) : [userId];
  await db.close();

  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'infra/api/src/server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(port), HOST: '127.0.0.1', SEED: 'none', NODE_ENV: 'production', JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`${base}/v4/health`, child);
    const login = await fetch(`${base}/v4/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    let next = 0;
    const targets: { name: string; path: string; requests?: autocannon.Request[] }[] = [
      { name: 'hello-world', path: '/v4/health' },
      {
        name: 'read-by-id',
        path: `/v4/user-profile/{id of ${profileIds.length}}`,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/v4/user-profile/${profileIds[next++ % profileIds.length]}` }) }],
      },
      { name: 'list', path: `/v4/help-desk/outbox?filter=${encodeURIComponent(JSON.stringify({ limit: 25 }))}` },
    ];
    const load = (target: (typeof targets)[number], connections: number, duration: number) =>
      autocannon({ url: base + (target.requests ? '/' : target.path), connections, duration, headers, ...(target.requests ? { requests: target.requests } : {}) });
    // A short warm-up so JIT, prepared statements and the connection pools are hot.
    for (const target of targets) await load(target, 10, 2);
    // Rounds interleave the endpoints so a burst of noise on this shared machine lands on all of
    // them; each figure is the median round, each ratio taken within its own round.
    const perRound: EndpointFigure[][] = [];
    for (let round = 0; round < rounds; round++) {
      const figures: EndpointFigure[] = [];
      for (const target of targets) {
        const result = await load(target, connections, durationSeconds);
        figures.push({
          name: target.name,
          path: target.path,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          ratioToHello: 0,
          errors: result.errors,
          non2xx: result.non2xx,
        });
      }
      const hello = figures[0]!.requestsPerSecond;
      for (const f of figures) f.ratioToHello = Math.round((f.requestsPerSecond / hello) * 100) / 100;
      perRound.push(figures);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const endpoints = targets.map((target, i): EndpointFigure => {
      const all = perRound.map((figures) => figures[i]!);
      return {
        name: target.name,
        path: target.path,
        requestsPerSecond: median(all.map((f) => f.requestsPerSecond)),
        p99Ms: median(all.map((f) => f.p99Ms)),
        ratioToHello: median(all.map((f) => f.ratioToHello)),
        errors: all.reduce((n, f) => n + f.errors, 0),
        non2xx: all.reduce((n, f) => n + f.non2xx, 0),
      };
    });
    // The target is on read by id; the list is reported beside it.
    const readById = endpoints.find((f) => f.name === 'read-by-id')!;
    const clean = endpoints.every((f) => f.errors === 0 && f.non2xx === 0);
    const pass = clean && readById.ratioToHello >= 0.25 && readById.p99Ms < 30;
    const result: ApiBenchResult = { connections, durationSeconds, rounds, pools, endpoints, pass, perRound };
    writeResult('api', result);
    return result;
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run();
  console.log(`${result.rounds} rounds of ${result.durationSeconds} s at ${result.connections} connections; pools ${JSON.stringify(result.pools)}; medians:`);
  console.table(result.endpoints.map(({ name, requestsPerSecond, p99Ms, ratioToHello, non2xx }) => ({ name, requestsPerSecond, p99Ms, ratioToHello, non2xx })));
  console.log(result.pass ? 'API benchmark: targets met' : 'API benchmark: targets NOT met');
  process.exitCode = result.pass ? 0 : 1;
}
