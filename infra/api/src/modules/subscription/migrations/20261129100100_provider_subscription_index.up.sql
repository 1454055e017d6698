-- The provider's "subscription ended" webhook names the provider's id (docs/decisions/267-provider-webhooks.md).
create index if not exists subscriptions_provider_subscription_idx on subscriptions (provider_subscription_id) where provider_subscription_id is not null;
