-- The card provider's webhook events already applied (docs/decisions/267-provider-webhooks.md):
-- an event the provider delivers again (same id) is answered and not applied a second time.
create table billing_provider_events (
  provider text not null check (provider in ('stripe')),
  event_id text not null,
  type text not null,
  received_ts timestamptz not null default now(),
  primary key (provider, event_id)
);
create index invoices_provider_charge_idx on invoices (provider_charge_id) where provider_charge_id is not null;
create index subscriptions_provider_subscription_idx on subscriptions (provider_subscription_id) where provider_subscription_id is not null;
