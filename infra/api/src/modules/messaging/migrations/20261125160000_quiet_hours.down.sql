drop index if exists messages_scheduled_idx;
update messages set status = 'unknown' where status = 'scheduled';
alter table messages drop column if exists send_at;
alter table messages drop constraint if exists messages_status_check;
alter table messages add constraint messages_status_check check (status in ('sent', 'unknown', 'failed'));
