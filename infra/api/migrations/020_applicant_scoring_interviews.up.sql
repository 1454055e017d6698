-- Applicant scores carry their evidence; a score goes stale (score_computed_ts null) when the
-- job, the pro's profile or the application changes, and the background worker recomputes it.
alter table job_applicants add column score_evidence jsonb;
alter table job_applicants add column score_computed_ts timestamptz;
create index job_applicants_score_stale_idx on job_applicants (id) where score_computed_ts is null;

-- How an interview was made (spec 001 §4 scheduling modes: calendar, set, schedule).
alter table interviews add column scheduling_mode text not null default 'schedule'
  check (scheduling_mode in ('calendar', 'set', 'schedule'));
alter table interviews add column creator_id integer references user_profiles (id) on delete set null;

-- RFC 5545 SEQUENCE of an invite: updates and cancellations must carry a higher number.
alter table calendar_events add column sequence integer not null default 0;
alter table calendar_events add column description text;

-- One queued refresh job at a time is enough: the handler scores every stale applicant.
create function fh_enqueue_score_refresh() returns void language sql as $$
  insert into background_jobs (kind, payload, idempotency_key)
  select 'scoring.refresh', '{}'::jsonb, 'scoring.refresh:' || txid_current()
  where not exists (select 1 from background_jobs where kind = 'scoring.refresh' and status = 'queued')
  on conflict (idempotency_key) do nothing;
$$;

create function fh_score_on_apply() returns trigger language plpgsql as $$
begin
  perform fh_enqueue_score_refresh();
  return null;
end $$;
create trigger job_applicants_score_on_insert after insert on job_applicants
  for each statement execute function fh_score_on_apply();

-- A job's requirements changed: its applicants' scores are stale.
create function fh_score_stale_job() returns trigger language plpgsql as $$
declare
  target integer := coalesce(new.job_id, old.job_id);
begin
  update job_applicants set score_computed_ts = null where job_id = target and score_computed_ts is not null;
  perform fh_enqueue_score_refresh();
  return null;
end $$;
create function fh_score_stale_job_row() returns trigger language plpgsql as $$
begin
  update job_applicants set score_computed_ts = null where job_id = new.id and score_computed_ts is not null;
  perform fh_enqueue_score_refresh();
  return null;
end $$;
create trigger jobs_score_stale after update of job_title_id, job_title_custom, display_title, shift, pay_rate_min, pay_rate_max,
  pay_rate_salary_min, pay_rate_salary_max, pay_rate_period, experience, lat, lng, postal_code on jobs
  for each row execute function fh_score_stale_job_row();
create trigger job_skill_maps_score_stale after insert or delete on job_skill_maps for each row execute function fh_score_stale_job();
create trigger job_machine_maps_score_stale after insert or delete on job_machine_maps for each row execute function fh_score_stale_job();
create trigger job_kd_maps_score_stale after insert or delete on job_knowledge_discipline_maps for each row execute function fh_score_stale_job();

-- A pro's profile changed: every application of the pro is stale.
create function fh_score_stale_pro() returns trigger language plpgsql as $$
declare
  target integer := coalesce(new.pro_id, old.pro_id);
begin
  update job_applicants ja set score_computed_ts = null from pros p
   where p.id = target and ja.user_profile_id = p.user_profile_id and ja.score_computed_ts is not null;
  perform fh_enqueue_score_refresh();
  return null;
end $$;
create function fh_score_stale_pro_row() returns trigger language plpgsql as $$
begin
  update job_applicants set score_computed_ts = null where user_profile_id = new.user_profile_id and score_computed_ts is not null;
  perform fh_enqueue_score_refresh();
  return null;
end $$;
create trigger pros_score_stale after update of shift_first, shift_second, shift_third, pay_rate_min, postal_code, lat, lng,
  job_title_ids, skill_ids, machine_ids, brand_ids on pros
  for each row execute function fh_score_stale_pro_row();
create trigger pro_job_titles_score_stale after insert or update or delete on pro_job_titles for each row execute function fh_score_stale_pro();
create trigger pro_skills_score_stale after insert or delete on pro_skills for each row execute function fh_score_stale_pro();
create trigger pro_machine_maps_score_stale after insert or delete on pro_machine_maps for each row execute function fh_score_stale_pro();
create trigger pro_work_history_score_stale after insert or update or delete on pro_work_history for each row execute function fh_score_stale_pro();
create trigger pro_kd_maps_score_stale after insert or delete on pro_knowledge_discipline_maps for each row execute function fh_score_stale_pro();
