-- Profile and job edits of rows nobody applied with (bulk seeds, a million pros) must stay cheap:
-- queue the refresh only when an applicant's score actually went stale.
create or replace function fh_score_stale_job() returns trigger language plpgsql as $$
declare
  target integer := coalesce(new.job_id, old.job_id);
begin
  update job_applicants set score_computed_ts = null where job_id = target and score_computed_ts is not null;
  if found then perform fh_enqueue_score_refresh(); end if;
  return null;
end $$;

create or replace function fh_score_stale_job_row() returns trigger language plpgsql as $$
begin
  update job_applicants set score_computed_ts = null where job_id = new.id and score_computed_ts is not null;
  if found then perform fh_enqueue_score_refresh(); end if;
  return null;
end $$;

create or replace function fh_score_stale_pro() returns trigger language plpgsql as $$
declare
  target integer := coalesce(new.pro_id, old.pro_id);
begin
  update job_applicants ja set score_computed_ts = null from pros p
   where p.id = target and ja.user_profile_id = p.user_profile_id and ja.score_computed_ts is not null;
  if found then perform fh_enqueue_score_refresh(); end if;
  return null;
end $$;

create or replace function fh_score_stale_pro_row() returns trigger language plpgsql as $$
begin
  update job_applicants set score_computed_ts = null where user_profile_id = new.user_profile_id and score_computed_ts is not null;
  if found then perform fh_enqueue_score_refresh(); end if;
  return null;
end $$;

create index if not exists background_jobs_queued_kind_idx on background_jobs (kind) where status = 'queued';
