-- E-mail attachments kept with the message, e.g. the interview's text/calendar invite
-- ({filename, contentType, content}; content is text). docs/decisions/104-calendar-and-ics.md.
alter table outbox_messages add column attachments jsonb not null default '[]'::jsonb;
