-- When the matcher queued the job message (ADR 215): the pro's daily allowance and the NO REPLY
-- interval count from it, not from later status changes.
alter table job_notifications add column if not exists sent_ts timestamptz;
create index if not exists job_notifications_user_sent_idx on job_notifications (user_profile_id, sent_ts) where sent_ts is not null;
create index if not exists job_notifications_queued_idx on job_notifications (sent_ts) where status = 'QUEUED';
