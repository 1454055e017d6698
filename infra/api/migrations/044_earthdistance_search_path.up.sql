-- ll_to_earth (earthdistance) is written with unqualified names (earth(), cube(), the earth type).
-- Autovacuum evaluates the pros and jobs index expressions under a restricted search_path, where
-- those names do not resolve, so every automatic ANALYZE of both tables failed ("type earth does
-- not exist") and their planner statistics went stale. Pinning the function's own search_path
-- to the extension's schema makes it resolve the same everywhere; indexes still match it.
do $$
declare
  ext_schema text;
begin
  select n.nspname into ext_schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'earthdistance';
  if ext_schema is not null then
    execute format('alter function %I.ll_to_earth(float8, float8) set search_path = %I, pg_catalog', ext_schema, ext_schema);
  end if;
end
$$;
