-- Every poll looks for running jobs whose lease ran out (docs/decisions/162-exactly-once-delivery.md);
-- the running ones are few, the table keeps every done job for a week.
create index background_jobs_running_idx on background_jobs (locked_ts) where status = 'running';
create index background_jobs_done_idx on background_jobs (update_ts) where status = 'done';
