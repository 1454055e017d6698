drop index if exists background_jobs_done_idx;
drop index if exists background_jobs_running_idx;
