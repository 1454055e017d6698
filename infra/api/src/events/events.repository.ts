import type { Queryable } from '../db';

// All SQL of the platform event stream: platform_events and platform_event_horizon
// (docs/decisions/161-platform-event-stream.md; positions come from the table's commit trigger).

export interface EventRow {
  position: number;
  topic: string;
  type: string;
  payload: Record<string, unknown>;
}

export async function insertEvent(q: Queryable, topic: string, type: string, payloadJson: string): Promise<void> {
  await q.query('insert into platform_events (topic, type, payload) values ($1, $2, $3::jsonb)', [topic, type, payloadJson]);
}

/** The newest committed position (the horizon when retention emptied the log; 0 before any event). */
export async function headPosition(q: Queryable): Promise<number> {
  const row = await q.one<{ head: number }>('select greatest((select max(position) from platform_events), (select pruned_through from platform_event_horizon), 0) as head');
  return row?.head ?? 0;
}

export async function prunedThrough(q: Queryable): Promise<number> {
  const row = await q.one<{ pruned_through: number }>('select pruned_through from platform_event_horizon');
  return row?.pruned_through ?? 0;
}

export async function eventsOfTopics(q: Queryable, topics: readonly string[], after: number, limit: number): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>('select position, topic, type, payload from platform_events where topic = any($1::text[]) and position > $2 order by position limit $3', [
    topics,
    after,
    limit,
  ]);
  return rows;
}

/** Events after a position, up to through when given, oldest first. */
export async function eventsAfter(q: Queryable, after: number, through: number | null, limit: number): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    `select position, topic, type, payload from platform_events
     where position > $1 and ($2::bigint is null or position <= $2::bigint) order by position limit $3`,
    [after, through, limit],
  );
  return rows;
}

/** Deletes events committed longer ago than retentionMs and moves the horizon past them. */
export async function pruneEvents(q: Queryable, retentionMs: number): Promise<number> {
  const row = await q.one<{ n: number }>(
    `with gone as (delete from platform_events where committed_ts < now() - make_interval(secs => $1) returning position)
     update platform_event_horizon set pruned_through = greatest(pruned_through, coalesce((select max(position) from gone), 0))
     returning (select count(*) from gone)::int as n`,
    [retentionMs / 1000],
  );
  return row?.n ?? 0;
}
