-- Where each sign-in came from (ADR 038): the client address as the API resolves it, which a
-- client's own X-Forwarded-For cannot choose. Audit data; a session's later refreshes keep it.
alter table refresh_token_families add column client_address text;
