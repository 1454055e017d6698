-- The search document of each active pro (ADR 245): one row per pro, owned by talent search, so
-- the search reads ONE GIN index over (keys, weighted tsvector, title/skill/machine/brand ids)
-- instead of AND-ing a GiST and four GIN indexes of the pros table.
-- keys holds the pro's geo cell at two resolutions and the 30-day period of its last activity:
--   1,000,000 + lat cell * 1440 + lng cell   quarter-degree cells (radius up to ~60 miles)
--   3,000,000 + lat cell * 360 + lng cell    one-degree cells (wider radii)
--   4,000,000 + 30-day periods since 1970    activity slices, read newest first
-- An int[] rather than a scalar cell under btree_gin: a radius covers several cells and `= any()`
-- is not a GIN-indexable operator, while `&&` over an int[] is, on PostgreSQL and PGlite alike.
-- search-keys.ts computes the same numbers for a query; a test holds the two together.
create or replace function talent_search_keys(lat float8, lng float8, last_active timestamptz) returns int[]
language sql immutable parallel safe as $$
  select array_remove(array[
    case when lat is not null and lng is not null then 1000000 + floor((lat + 90) * 4)::int * 1440 + floor((lng + 180) * 4)::int end,
    case when lat is not null and lng is not null then 3000000 + floor(lat + 90)::int * 360 + floor(lng + 180)::int end,
    4000000 + floor(extract(epoch from coalesce(last_active, 'epoch'::timestamptz)) / 2592000)::int
  ], null)
$$;

create table if not exists pro_search_documents (
  pro_id int primary key references pros (id) on delete cascade,
  user_profile_id int not null,
  keys int[] not null,
  document tsvector not null,
  job_title_ids int[] not null,
  skill_ids int[] not null,
  machine_ids int[] not null,
  brand_ids int[] not null,
  lat float8,
  lng float8,
  last_active_ts timestamptz,
  years_by_job_title jsonb not null,
  create_ts timestamptz not null,
  -- pros.update_ts the row was built from: the refresh job rebuilds rows where it differs.
  source_update_ts timestamptz not null
);

-- What a document is made of: the job title weighs most (A), the rest of the profile's text as
-- the pros table keeps it. Only active pros are searchable.
create or replace view talent_search_document_source as
  select p.id as pro_id, p.user_profile_id, talent_search_keys(p.lat, p.lng, p.last_active_ts) as keys,
         setweight(to_tsvector('english', coalesce(p.history_job_title, '')), 'A') || coalesce(p.search_document, ''::tsvector) as document,
         p.job_title_ids, p.skill_ids, p.machine_ids, p.brand_ids, p.lat, p.lng, p.last_active_ts, p.years_by_job_title, p.create_ts,
         p.update_ts as source_update_ts
    from pros p where p.status = 'active';

-- Rebuilds the documents of the given pros (deleting those no longer active); idempotent.
create or replace function talent_search_refresh_documents(ids int[]) returns int
language plpgsql as $$
declare
  changed int;
  removed int;
begin
  delete from pro_search_documents d where d.pro_id = any(ids)
     and not exists (select 1 from pros p where p.id = d.pro_id and p.status = 'active');
  get diagnostics removed = row_count;
  insert into pro_search_documents select s.* from talent_search_document_source s where s.pro_id = any(ids)
  on conflict (pro_id) do update set user_profile_id = excluded.user_profile_id, keys = excluded.keys, document = excluded.document,
    job_title_ids = excluded.job_title_ids, skill_ids = excluded.skill_ids, machine_ids = excluded.machine_ids, brand_ids = excluded.brand_ids,
    lat = excluded.lat, lng = excluded.lng, last_active_ts = excluded.last_active_ts, years_by_job_title = excluded.years_by_job_title,
    create_ts = excluded.create_ts, source_update_ts = excluded.source_update_ts;
  get diagnostics changed = row_count;
  return changed + removed;
end $$;

-- Refresh on profile change: every statement that writes pros refreshes the documents of the
-- rows it wrote, in the same transaction (one set-based upsert per statement, transition tables).
-- The refresh job (talent-search.documents) repairs whatever a bulk load with triggers off left.
create or replace function talent_search_sync_documents() returns trigger
language plpgsql as $$
begin
  perform talent_search_refresh_documents(array(select c.id from changed c));
  return null;
end $$;

-- The triggers that call it are on pros, so the pro-profile module, which owns that table,
-- creates them (pro-profile migration 20261125153300; ADR 193).

-- Existing pros, in geographic order (fine cell, then most recently active), so one region's
-- rows share heap pages; the index is built once afterwards.
insert into pro_search_documents select s.* from talent_search_document_source s
  order by s.keys[1], s.last_active_ts desc nulls last
  on conflict (pro_id) do nothing;

create index if not exists pro_search_documents_search_idx on pro_search_documents
  using gin (keys, document, job_title_ids, skill_ids, machine_ids, brand_ids);
