drop index if exists invoices_provider_charge_idx;
drop table if exists billing_provider_events;
