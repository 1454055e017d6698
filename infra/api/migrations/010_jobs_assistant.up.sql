-- Jobs and assistant (issue 5): a stopped state for assistant documents (spec 001 §4: the user
-- can stop a generation), retry-safe job creation, and the free-text title a job was normalised
-- from being searchable by staff.
alter table ai_documents drop constraint if exists ai_documents_status_check;
alter table ai_documents add constraint ai_documents_status_check check (status in ('pending', 'fulfilled', 'failed', 'stopped'));
create index ai_documents_requester_idx on ai_documents (requester_id, create_ts desc);

-- POST /job with the same Idempotency-Key from the same user answers the job created first.
alter table jobs add column idempotency_key text;
create unique index jobs_idempotency_key on jobs (creator_id, idempotency_key) where idempotency_key is not null;

create index jobs_creator_idx on jobs (employer_id, creator_id);
create index jobs_employer_assignee_idx on jobs (employer_id, employer_assignee_id);
create index job_watchers_watcher_idx on job_watchers (watcher_id, kind);
