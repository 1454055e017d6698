drop table if exists sms_consents;
drop index if exists conversations_employer_active_idx;
drop index if exists conversations_user_idx;
drop index if exists messages_conversation_id_idx;
drop index if exists messages_provider_id_idx;
drop index if exists messages_client_key_idx;
alter table messages drop column if exists provider_message_id;
alter table messages drop column if exists client_key;
alter table messages drop column if exists direction;
