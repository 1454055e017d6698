-- ADR 037: a conversation's job is its own employer's. Rows stored with another employer's job
-- (POST /employer/{id}/conversation took any jobId) lose the job; the conversation stays.
update conversations c set job_id = null
 where c.job_id is not null
   and not exists (select 1 from jobs j where j.id = c.job_id and j.employer_id = c.employer_id);
