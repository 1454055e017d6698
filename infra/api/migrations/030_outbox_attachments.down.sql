alter table outbox_messages drop column if exists attachments;
