-- Quiet hours (docs/decisions/226-quiet-hours.md): a bulk send during the pro's night is stored
-- as scheduled with the time it goes out; the worker releases due ones.
alter table messages drop constraint if exists messages_status_check;
alter table messages add constraint messages_status_check check (status in ('sent', 'unknown', 'failed', 'scheduled'));
alter table messages add column send_at timestamptz;
create index messages_scheduled_idx on messages (send_at) where status = 'scheduled';
