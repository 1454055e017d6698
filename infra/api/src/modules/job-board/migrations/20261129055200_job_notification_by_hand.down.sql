drop index if exists job_notifications_job_idx;
alter table job_notifications drop column if exists send_at;
alter table job_notifications drop column if exists sent_by;
