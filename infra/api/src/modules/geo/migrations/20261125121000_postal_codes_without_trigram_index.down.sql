drop index if exists postal_codes_state_idx;
create index postal_codes_city_trgm on postal_codes using gin (city gin_trgm_ops);
