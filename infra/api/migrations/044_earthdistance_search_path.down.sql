do $$
declare
  ext_schema text;
begin
  select n.nspname into ext_schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'earthdistance';
  if ext_schema is not null then
    execute format('alter function %I.ll_to_earth(float8, float8) reset search_path', ext_schema);
  end if;
end
$$;
