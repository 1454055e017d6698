drop index if exists job_watchers_watcher_idx;
drop index if exists jobs_employer_assignee_idx;
drop index if exists jobs_creator_idx;
drop index if exists jobs_idempotency_key;
alter table jobs drop column if exists idempotency_key;
drop index if exists ai_documents_requester_idx;
update ai_documents set status = 'failed' where status = 'stopped';
alter table ai_documents drop constraint if exists ai_documents_status_check;
alter table ai_documents add constraint ai_documents_status_check check (status in ('pending', 'fulfilled', 'failed'));
