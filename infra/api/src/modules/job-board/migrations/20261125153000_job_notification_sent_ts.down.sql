drop index if exists job_notifications_queued_idx;
drop index if exists job_notifications_user_sent_idx;
alter table job_notifications drop column if exists sent_ts;
