alter table refresh_token_families drop column if exists client_address;
