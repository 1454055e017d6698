// Scale seed: loads N more pros for benchmarks, generated inside PostgreSQL.
//
//   npm run seed:scale -w @floorhire/api -- --count 1000000 [--batch 50000]
//
// Uses DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default ./data where npm
// was started). The client sends the name, place and job-title pools once per batch as arrays;
// each row is picked from them with hashint8 of its id inside INSERT ... SELECT FROM
// generate_series, so a million rows never cross the wire one by one and the same id always
// yields the same pro. An empty database gets the demo seed first (taxonomy and logins).

import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GROUP_ROLES } from '@floorhire/rules';
import { migrateUp, openDatabase, type Db, type Queryable } from '../db';
import { COMPANY_PREFIXES, COMPANY_TRADES, DISCIPLINES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, STATE_WEIGHTS, US_LOCATIONS, machineByName, timezoneFor } from './data';
import { seedDemo } from './demo';

export interface ScaleOptions {
  count: number;
  batchSize?: number;
  /**
   * Drop the secondary (GIN, GiST, trigram, non-unique b-tree) indexes of the loaded tables and
   * rebuild them afterwards: one CREATE INDEX over a million rows is far cheaper than a million
   * incremental GIN updates. Default: on from 100,000 pros.
   */
  rebuildIndexes?: boolean;
  /**
   * Batches, document slices and index builds run on this many connections at once. Default 2 on
   * a real server (the 2-core machines: one statement keeps one core busy) and 1 on PGlite, which
   * has one connection anyway.
   */
  parallel?: number;
  onProgress?: (progress: ScaleProgress) => void;
  onIndex?: (name: string, ms: number) => void;
}

/**
 * Runs fn over items with at most `concurrency` in flight. After a failure no new item starts,
 * and it rejects only once the running ones have settled, so a caller's cleanup never races them.
 */
async function inParallel<T>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
      while (failure === null && next < items.length) {
        try {
          await fn(items[next++]!);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure !== null) throw (failure as { error: unknown }).error;
}

const LOADED_TABLES = ['user_profiles', 'pros', 'pro_job_titles', 'pro_work_history', 'pro_search_documents'];
/** Talent search's per-statement document refresh on pros (ADR 245): off during the load, the documents are built in one pass after it. */
const DOCUMENT_TRIGGERS = ['pros_search_documents_insert', 'pros_search_documents_update'];

interface IndexDef {
  name: string;
  def: string;
}

async function dropSecondaryIndexes(db: Db): Promise<IndexDef[]> {
  const { rows } = await db.query<IndexDef>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname = any($1::text[]) and t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisprimary`,
    [LOADED_TABLES],
  );
  for (const index of rows) await db.query(`drop index if exists ${index.name}`);
  return rows;
}

async function recreateIndexes(db: Db, indexes: readonly IndexDef[], parallel: number, onIndex?: (name: string, ms: number) => void): Promise<void> {
  // Two builds at once, even on one table: CREATE INDEX takes a SHARE lock, which does not
  // conflict with itself. Each build is single-threaded (GIN and GiST have no parallel build).
  await inParallel(indexes, parallel, async (index) => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      if (db.engine === 'postgres') await tx.query("set local maintenance_work_mem = '512MB'");
      await tx.query(index.def.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    });
    onIndex?.(index.name, performance.now() - started);
  });
}

export interface ScaleProgress {
  done: number;
  total: number;
  elapsedMs: number;
  rowsPerSecond: number;
}

export interface ScaleResult extends ScaleProgress {
  firstUserId: number;
  lastUserId: number;
}

interface Pools {
  firstNames: string[];
  lastNames: string[];
  /** Places repeated by state weight, so Ohio gets many more pros than Wyoming. */
  cities: string[];
  states: string[];
  zips: string[];
  lats: number[];
  lngs: number[];
  areaCodes: string[];
  timezones: string[];
  /** Titles repeated by how common they are. */
  titleIds: number[];
  titles: string[];
  payMin: number[];
  payMax: number[];
  /** Per title, as array literals: '{1,2,3}'. */
  skillIds: string[];
  machineIds: string[];
  brandIds: string[];
  keywords: string[];
  companies: string[];
}

async function loadPools(q: Queryable): Promise<Pools> {
  const ids = async (sql: string) => new Map((await q.query<{ id: number; name: string }>(sql)).rows.map((r) => [r.name.toLowerCase(), r.id]));
  const titleIds = await ids('select id, title as name from job_titles');
  const skillIds = await ids('select id, name from job_skills where category = 1');
  const machineIds = await ids('select id, name from machines');
  const brandIds = await ids('select id, name from brands');
  const pools: Pools = { firstNames: [...FIRST_NAMES], lastNames: [...LAST_NAMES], cities: [], states: [], zips: [], lats: [], lngs: [], areaCodes: [], timezones: [], titleIds: [], titles: [], payMin: [], payMax: [], skillIds: [], machineIds: [], brandIds: [], keywords: [], companies: [] };
  const perState = new Map<string, number>();
  for (const l of US_LOCATIONS) perState.set(l.state, (perState.get(l.state) ?? 0) + 1);
  for (const l of US_LOCATIONS) {
    const copies = Math.max(1, Math.round(((STATE_WEIGHTS[l.state] ?? 0.2) * 40) / (perState.get(l.state) ?? 1)));
    for (let c = 0; c < copies; c++) {
      pools.cities.push(l.city);
      pools.states.push(l.state);
      pools.zips.push(l.postalCode);
      pools.lats.push(l.latitude);
      pools.lngs.push(l.longitude);
      pools.areaCodes.push(l.areaCode);
      pools.timezones.push(timezoneFor(l));
    }
  }
  const literal = (values: (number | undefined)[]) => `{${values.filter((v): v is number => v !== undefined).join(',')}}`;
  for (const title of JOB_TITLES) {
    const id = titleIds.get(title.title.toLowerCase());
    if (id === undefined) throw new Error(`Job title ${title.title} is missing: run the demo seed first`);
    const discipline = DISCIPLINES.find((d) => d.key === title.discipline)?.name ?? '';
    const brands = title.machines.flatMap((m) => machineByName(m).brands.slice(0, 2)).slice(0, 6);
    const copies = { LOW: 3, MEDIUM: 2, HIGH: 1 }[title.skillLevel];
    for (let c = 0; c < copies; c++) {
      pools.titleIds.push(id);
      pools.titles.push(title.title);
      pools.payMin.push(title.pay[0]);
      pools.payMax.push(title.pay[1]);
      pools.skillIds.push(literal([skillIds.get(discipline.toLowerCase()), ...title.skills.map((s) => skillIds.get(s.toLowerCase()))]));
      pools.machineIds.push(literal(title.machines.map((m) => machineIds.get(m.toLowerCase()))));
      pools.brandIds.push(literal(brands.map((b) => brandIds.get(b.toLowerCase()))));
      pools.keywords.push([discipline, ...title.skills, ...title.machines, ...brands].join(' '));
      const trades = COMPANY_TRADES[title.discipline] ?? ['Manufacturing'];
      pools.companies.push(`${COMPANY_PREFIXES[(id * 7) % COMPANY_PREFIXES.length]} ${trades[id % trades.length]}`);
    }
  }
  return pools;
}

// $1..$19 are the pools, $20 the first id, $21 the batch size. Pools are used straight from the
// parameters ($n::type[])[i]: joining them into every row would copy kilobytes of arrays per row.
const POOL_PARAMS = ['fn:text', 'ln:text', 'city:text', 'st:text', 'zip:text', 'lat:float8', 'lng:float8', 'ac:text', 'tz:text', 'tid:int', 'title:text', 'pmin:int', 'pmax:int', 'skills:text', 'machines:text', 'brands:text', 'kw:text', 'company:text'];
const P = Object.fromEntries(POOL_PARAMS.map((entry, i) => {
  const [name, type] = entry.split(':');
  return [name, `($${i + 1}::${type}[])`];
})) as Record<string, string>;
const pool = (name: string, index: string) => `${P[name] ?? ''}[${index}]`;
const ROWS = `
  with r as (
    select id,
      1 + abs(hashint8(id::bigint * 11 + 1)) % cardinality(${P['fn']}) fi,
      1 + abs(hashint8(id::bigint * 11 + 2)) % cardinality(${P['ln']}) li,
      1 + abs(hashint8(id::bigint * 11 + 3)) % cardinality(${P['city']}) pi,
      1 + abs(hashint8(id::bigint * 11 + 4)) % cardinality(${P['tid']}) ti,
      abs(hashint8(id::bigint * 11 + 5)) h5,
      abs(hashint8(id::bigint * 11 + 6)) h6,
      abs(hashint8(id::bigint * 11 + 7)) h7
    from (select $20::int + n as id, $19::text as pw from generate_series(0, $21::int - 1) n) g
    -- names every pool parameter so each statement knows all 21 parameter types
    where ${Object.values(P).map((param) => `${param} is not null`).join(' and ')}
  )`;
// A pro's search_document is the tsvector of name, title with its keywords and company, and
// place. to_tsvector per row was a quarter of the pros insert; each pool entry's vector is built
// once per statement instead and a row concatenates four of them (the same lexemes; positions
// differ only where a stop word ends a part, which ranking does not see).
const vectorsOf = (param: string | undefined) => `array(select to_tsvector('english', x) from unnest(${param ?? ''}) x)`;
const VECTORS = `(select ${vectorsOf(P['fn'])} fnv, ${vectorsOf(P['ln'])} lnv,
    array(select to_tsvector('english', t || ' ' || k || ' ' || c) from unnest(${P['title']}, ${P['kw']}, ${P['company']}) u(t, k, c)) tv,
    array(select to_tsvector('english', c || ' ' || s) from unnest(${P['city']}, ${P['st']}) u(c, s)) pv)`;
const fn = pool('fn', 'fi');
const ln = pool('ln', 'li');
const city = pool('city', 'pi');
const st = pool('st', 'pi');
const title = pool('title', 'ti');
const tid = pool('tid', 'ti');
const company = pool('company', 'ti');

async function insertBatch(q: Queryable, pools: Pools, passwordHash: string | null, firstId: number, size: number): Promise<void> {
  const params = [
    pools.firstNames, pools.lastNames, pools.cities, pools.states, pools.zips, pools.lats, pools.lngs, pools.areaCodes, pools.timezones,
    pools.titleIds, pools.titles, pools.payMin, pools.payMax, pools.skillIds, pools.machineIds, pools.brandIds, pools.keywords, pools.companies,
    passwordHash, firstId, size,
  ];
  await q.query(
    `${ROWS}
     insert into user_profiles (id, email, name_first, name_last, phone, status, type, notification_email, notification_sms, password_hash, auth_strategy, last_active_ts, create_ts, update_ts)
     select id, lower(${fn} || '.' || ${ln}) || '.' || id || '@example.org', ${fn}, ${ln},
            ${pool('ac', 'pi')} || (2 + h5 % 8)::text || lpad((h6 % 1000000)::text, 6, '0'),
            'normal', 'Normal', 1, (h7 % 2)::smallint, case when h7 % 10 < 3 then $19::text end, case when h7 % 10 < 3 then 'password' else 'magic-link' end,
            now() - make_interval(days => (h5 % 720)::int), now() - make_interval(days => (h5 % 720 + h6 % 900)::int), now() - make_interval(days => (h5 % 720)::int)
     from r`,
    params,
  );
  await q.query(`insert into user_auth_groups (user_profile_id, group_membership) select n, 'Expert' from generate_series($1::int, $1::int + $2::int - 1) n`, [firstId, size]);
  for (const role of GROUP_ROLES.Expert) {
    await q.query(`insert into user_roles (user_profile_id, role_membership) select n, $3 from generate_series($1::int, $1::int + $2::int - 1) n`, [firstId, size, role]);
  }
  await q.query(
    `${ROWS}
     insert into pros (id, user_profile_id, shift_first, shift_second, shift_third, pay_rate_min, postal_code, city, state, lat, lng, timezone,
                       summary, status, source, history_employer_name, history_job_title, job_title_ids, skill_ids, machine_ids, brand_ids,
                       years_by_job_title, search_document, last_active_ts, create_ts, update_ts)
     select id, id, h5 % 3 <> 2, h5 % 4 = 1 or h5 % 3 = 2, h5 % 7 = 3,
            least(55, greatest(16, ${pool('pmin', 'ti')} + ((${pool('pmax', 'ti')} - ${pool('pmin', 'ti')}) * (h6 % 100)) / 100.0))::numeric(10, 2),
            ${pool('zip', 'pi')}, ${city}, ${st}, ${pool('lat', 'pi')} + ((h6 % 1000) - 500) / 10000.0, ${pool('lng', 'pi')} + ((h7 % 1000) - 500) / 10000.0, ${pool('tz', 'pi')},
            ${title} || ' with ' || (h7 % 30) || ' years of experience in ' || ${city} || ', ' || ${st} || '.',
            'active', case when h5 % 10 = 0 then 'ppc' else 'organic' end, ${company}, ${title},
            array[${tid}], ${pool('skills', 'ti')}::int[], ${pool('machines', 'ti')}::int[], ${pool('brands', 'ti')}::int[],
            jsonb_build_object(${tid}::text, h7 % 30),
            v.fnv[fi] || v.lnv[li] || v.tv[ti] || v.pv[pi],
            now() - make_interval(days => (h5 % 720)::int), now() - make_interval(days => (h5 % 720 + h6 % 900)::int), now() - make_interval(days => (h5 % 720)::int)
     from r, ${VECTORS} v`,
    params,
  );
  await q.query(`${ROWS} insert into pro_job_titles (pro_id, job_title_id, years_experience) select id, ${tid}, (h7 % 30)::int from r`, params);
  await q.query(
    `${ROWS}
     insert into pro_work_history (pro_id, employer_name, job_title, job_title_id, city, state, start_yyyymm, end_yyyymm)
     select id, ${company}, ${title}, ${tid}, ${city}, ${st},
            extract(year from now() - make_interval(years => (h7 % 30)::int))::int * 100 + 1 + (h6 % 12)::int,
            case when h5 % 4 = 0 then extract(year from now())::int * 100 + 1 else null end
     from r where h7 % 30 > 0`,
    params,
  );
}

/** Adds `count` pros after the highest existing user id; returns throughput. */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const batchSize = options.batchSize ?? 50_000;
  const parallel = options.parallel ?? (db.engine === 'postgres' ? 2 : 1);
  const titles = await db.one<{ n: number }>('select count(*)::int as n from job_titles');
  if ((titles?.n ?? 0) === 0) await seedDemo(db);
  const pools = await loadPools(db);
  const hash = await db.one<{ password_hash: string }>("select password_hash from user_profiles where password_hash is not null order by id limit 1");
  const base = await db.one<{ user_id: number; pro_id: number }>('select coalesce((select max(id) from user_profiles), 0) as user_id, coalesce((select max(id) from pros), 0) as pro_id');
  // Pros and their users share ids in the scale range, so both start above either maximum.
  const firstId = Math.max(base?.user_id ?? 0, base?.pro_id ?? 0) + 1;
  const started = performance.now();
  const rebuild = options.rebuildIndexes ?? options.count >= 100_000;
  const dropped = rebuild ? await dropSecondaryIndexes(db) : [];
  let done = 0;
  for (const trigger of DOCUMENT_TRIGGERS) await db.query(`alter table pros disable trigger ${trigger}`);
  try {
    // Batches own disjoint id ranges, so they commit in any order on parallel connections.
    const starts = Array.from({ length: Math.ceil(options.count / batchSize) }, (_, i) => i * batchSize);
    await inParallel(starts, parallel, async (offset) => {
      const size = Math.min(batchSize, options.count - offset);
      await db.transaction((tx) => insertBatch(tx, pools, hash?.password_hash ?? null, firstId + offset, size));
      done += size;
      const elapsedMs = performance.now() - started;
      options.onProgress?.({ done, total: options.count, elapsedMs, rowsPerSecond: Math.round(done / (elapsedMs / 1000)) });
    });
    // The search documents of the new pros, in geographic order (fine cell, then most recent
    // activity) so a region's rows share heap pages; the GIN index follows below. Split by cell
    // parity over the connections: each inserter fills pages of its own, so every cell's rows
    // still sit together, in order, on one inserter's pages.
    const docsStarted = performance.now();
    await inParallel(Array.from({ length: parallel }, (_, i) => i), parallel, (part) =>
      db.transaction(async (tx) => {
        // The sort of a million wide rows in memory rather than in temporary files.
        if (db.engine === 'postgres') await tx.query("set local work_mem = '256MB'");
        await tx.query(
          `insert into pro_search_documents select s.* from talent_search_document_source s
            where s.pro_id between $1::int and $2::int and s.keys[1] % $3::int = $4::int
            order by s.keys[1], s.last_active_ts desc nulls last
            on conflict (pro_id) do nothing`,
          [firstId, firstId + done - 1, parallel, part],
        );
      }),
    );
    options.onIndex?.('pro_search_documents (rows)', performance.now() - docsStarted);
  } finally {
    for (const trigger of DOCUMENT_TRIGGERS) await db.query(`alter table pros enable trigger ${trigger}`);
    // Indexes come back even when a batch fails, so the database is never left without them.
    await recreateIndexes(db, dropped, parallel, options.onIndex);
  }
  for (const table of ['user_profiles', 'pros', 'pro_work_history', 'user_roles']) {
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
  }
  const elapsedMs = performance.now() - started;
  return { done, total: options.count, elapsedMs, rowsPerSecond: Math.round(done / (elapsedMs / 1000)), firstUserId: firstId, lastUserId: firstId + done - 1 };
}

function argValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const count = Number(argValue(args, '--count') ?? 1_000_000);
  const batchSize = Number(argValue(args, '--batch') ?? 50_000);
  if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(batchSize) || batchSize <= 0) throw new Error('--count and --batch must be positive integers');
  const databaseUrl = process.env.DATABASE_URL;
  // npm -w runs in infra/api; a relative DATA_DIR means the folder where npm was started.
  const dataDirRaw = argValue(args, '--data-dir') ?? process.env.DATA_DIR ?? './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.env.INIT_CWD ?? process.cwd(), dataDirRaw);
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateUp(db);
    console.log(`Loading ${count.toLocaleString('en-US')} pros into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}/pg`} in batches of ${batchSize.toLocaleString('en-US')}`);
    const result = await seedScale(db, {
      count,
      batchSize,
      onIndex: (name, ms) => console.log(`  rebuilt index ${name} in ${(ms / 1000).toFixed(1)} s`),
      onProgress: (p) => console.log(`  ${p.done.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')} pros  ${(p.elapsedMs / 1000).toFixed(1)} s  ${p.rowsPerSecond.toLocaleString('en-US')} pros/s`),
    });
    await db.query('analyze');
    console.log(`Done: ${result.done.toLocaleString('en-US')} pros (user ids ${result.firstUserId}-${result.lastUserId}) in ${(result.elapsedMs / 1000).toFixed(1)} s, ${result.rowsPerSecond.toLocaleString('en-US')} pros/s`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
