-- A job staff send to a pro by hand (ADR 208): who sent it, and when a text held by quiet hours
-- goes out (the pro's 08:00). Rows of the matcher keep both null.
alter table job_notifications add column if not exists sent_by integer references user_profiles (id) on delete set null;
alter table job_notifications add column if not exists send_at timestamptz;
create index if not exists job_notifications_job_idx on job_notifications (job_id, update_ts desc);
