-- The platform event stream (docs/decisions/161-platform-event-stream.md). publish() inserts a
-- row inside the caller's transaction; at commit a deferred trigger gives it the next position
-- under a lock held only through the commit, so positions follow commit order: a reader that
-- has seen position N never later finds a committed event below N (Last-Event-ID is exact).
-- The trigger then notifies every API process (LISTEN platform_events) with the event itself,
-- or with its position alone when the event is too large for a notification.
create sequence platform_event_position;

create table platform_events (
  id bigint generated always as identity primary key,
  position bigint unique,
  topic text not null,
  type text not null,
  payload jsonb not null,
  committed_ts timestamptz
);
create index platform_events_topic_idx on platform_events (topic, position);
create index platform_events_committed_idx on platform_events (committed_ts);

-- Everything at or below pruned_through may have been deleted by retention: a client resuming
-- from before it is told to reload instead of silently missing events.
create table platform_event_horizon (
  singleton boolean primary key default true check (singleton),
  pruned_through bigint not null default 0
);
insert into platform_event_horizon default values;

create function fh_platform_event_commit() returns trigger language plpgsql as $$
declare
  assigned bigint;
  message text;
begin
  perform pg_advisory_xact_lock(4200161);
  update platform_events set position = nextval('platform_event_position'), committed_ts = clock_timestamp()
   where id = new.id returning position into assigned;
  message := json_build_object('position', assigned, 'topic', new.topic, 'type', new.type, 'payload', new.payload)::text;
  if octet_length(message) > 7000 then
    message := json_build_object('position', assigned)::text;
  end if;
  perform pg_notify('platform_events', message);
  return null;
end $$;

create constraint trigger platform_event_commit after insert on platform_events
  deferrable initially deferred for each row execute function fh_platform_event_commit();
