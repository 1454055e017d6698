import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { GROUP_ROLES } from '@floorhire/rules';
import { openDatabase } from '../infra/api/src/db';
import { writeResult } from './support';

// Messaging on real PostgreSQL (issue 13): the conversation list of an employer with 10,000
// conversations answers p95 under 50 ms, reported beside a same-run baseline (the plain indexed
// query for the newest 25 of that employer, no joins, no HTTP); and a sent message reaches the
// employer's event stream within 1 s. The API runs in-process (app.inject): the routing,
// validation, tenancy and answer checks are measured, the network is not.
// Run: DATABASE_URL=postgres://… npx tsx bench/messaging.ts

const CONVERSATIONS = 10_000;
const SAMPLES = 200;

export interface MessagingBenchResult {
  conversations: number;
  samples: number;
  listP95Ms: number;
  listP50Ms: number;
  bucketP95Ms: number;
  baselineQueryP95Ms: number;
  ratioToBaseline: number;
  eventP95Ms: number;
  pass: boolean;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
};

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function run(options: { databaseUrl?: string } = {}): Promise<MessagingBenchResult> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database for the messaging benchmark');
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  const db = await openDatabase({ databaseUrl });
  const { buildApp } = await import('../infra/api/src/app');
  const app = await buildApp({ db, worker: false, seed: 'none' });
  await app.ready();
  try {
    const tag = randomBytes(4).toString('hex');
    // Fixture: one employer, its user, 10,000 pros each with a conversation, one message each.
    const { employerId, userId, lastConversation } = await db.transaction(async (tx) => {
      const employer = (await tx.one<{ id: number }>(`insert into employers (name) values ($1) returning id`, [`Bench Messaging ${tag}`]))!;
      const user = (await tx.one<{ id: number }>(`insert into user_profiles (email, name_first, name_last) values ($1, 'Bench', 'Owner') returning id`, [`bench-msg-${tag}@example.test`]))!;
      await tx.query(`insert into user_auth_groups (user_profile_id, group_membership) values ($1, 'Company Admin')`, [user.id]);
      for (const role of GROUP_ROLES['Company Admin']) await tx.query('insert into user_roles (user_profile_id, role_membership) values ($1, $2)', [user.id, role]);
      await tx.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2)', [employer.id, user.id]);
      await tx.query(
        `with pros as (
           insert into user_profiles (email, name_first, name_last)
           select 'bench-msg-' || $2 || '-' || g || '@example.test', 'Pro', 'Number ' || g from generate_series(1, $3::int) g returning id
         )
         insert into conversations (employer_id, user_profile_id, latest_message_text, active_ts, read)
         select $1, id, 'Hello ' || id, now() - (random() * interval '90 days'), random() < 0.8 from pros`,
        [employer.id, tag, CONVERSATIONS],
      );
      await tx.query(`insert into pros (user_profile_id) select user_profile_id from conversations where employer_id = $1`, [employer.id]);
      await tx.query(`insert into messages (conversation_id, sender_id, content) select id, $2, latest_message_text from conversations where employer_id = $1`, [employer.id, user.id]);
      const last = (await tx.one<{ id: number }>('select max(id) as id from conversations where employer_id = $1', [employer.id]))!;
      return { employerId: employer.id, userId: user.id, lastConversation: last.id };
    });
    await db.query('analyze conversations');
    await db.query('analyze messages');
    const token = (await app.deps.tokens.signIn(userId))!.accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const list = (bucket: string) =>
      app.inject({ method: 'GET', url: `/v4/conversation?employerId=${employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket, limit: 25, skip: 0 }))}`, headers }).then((res) => {
        if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
      });
    const baseline = () => db.query('select id, latest_message_text, active_ts from conversations where employer_id = $1 order by active_ts desc, id desc limit 25', [employerId]);

    for (let i = 0; i < 20; i++) await Promise.all([list('All Open'), baseline()]);
    const listTimes: number[] = [];
    const bucketTimes: number[] = [];
    const baseTimes: number[] = [];
    // Interleaved, so noise on this shared machine lands on both.
    for (let i = 0; i < SAMPLES; i++) {
      listTimes.push(await timed(() => list('All Open')));
      bucketTimes.push(await timed(() => list('Review')));
      baseTimes.push(await timed(baseline));
    }

    // Send → the employer's stream (the EventBus every SSE connection of that process reads).
    const eventTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const seen = new Promise<number>((resolve) => {
        const off = app.deps.events.subscribe([`employer:${employerId}`], () => {
          off();
          resolve(performance.now());
        });
      });
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: `/v4/conversation/${lastConversation}/message`, headers, payload: { message: `Bench ${i}` } });
      if (res.statusCode !== 201) throw new Error(`send answered ${res.statusCode}: ${res.body}`);
      eventTimes.push((await seen) - start);
    }

    const listP95Ms = percentile(listTimes, 95);
    const baselineQueryP95Ms = percentile(baseTimes, 95);
    const eventP95Ms = percentile(eventTimes, 95);
    const result: MessagingBenchResult = {
      conversations: CONVERSATIONS,
      samples: SAMPLES,
      listP95Ms,
      listP50Ms: percentile(listTimes, 50),
      bucketP95Ms: percentile(bucketTimes, 95),
      baselineQueryP95Ms,
      ratioToBaseline: Math.round((listP95Ms / Math.max(0.01, baselineQueryP95Ms)) * 10) / 10,
      eventP95Ms,
      pass: listP95Ms < 50 && percentile(bucketTimes, 95) < 50 && eventP95Ms < 1000,
    };
    writeResult('messaging', result);
    return result;
  } finally {
    await app.close();
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  console.log(result.pass ? 'Messaging benchmark: targets met' : 'Messaging benchmark: targets NOT met');
  process.exitCode = result.pass ? 0 : 1;
}
