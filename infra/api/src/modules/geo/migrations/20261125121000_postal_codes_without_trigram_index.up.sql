-- Place names are matched in memory (geo.service predictAddresses), never in SQL: the trigram
-- index only slowed the load of the 42,555-row gazetteer (docs/decisions/190-geo-gazetteer.md).
drop index if exists postal_codes_city_trgm;
create index postal_codes_state_idx on postal_codes (state);
