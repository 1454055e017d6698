-- What the local e-mail and SMS adapters delivered, one row per idempotency key: the outbox
-- worker is at least once (a process can die between sending and recording), the key makes the
-- local provider accept each message once (docs/decisions/162-exactly-once-delivery.md).
create table delivery_local_sends (
  idempotency_key text primary key,
  channel text not null check (channel in ('email', 'sms')),
  to_address text not null,
  subject text,
  create_ts timestamptz not null default now()
);
