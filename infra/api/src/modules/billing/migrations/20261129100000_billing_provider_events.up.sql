-- The card provider's webhook events already applied (docs/decisions/267-provider-webhooks.md):
-- an event the provider delivers again (same id) is answered and not applied a second time.
create table billing_provider_events (
  provider text not null check (provider in ('stripe')),
  event_id text not null,
  type text not null,
  received_ts timestamptz not null default now(),
  primary key (provider, event_id)
);
-- A webhook names the charge: find its invoice.
create index invoices_provider_charge_idx on invoices (provider_charge_id) where provider_charge_id is not null;
