-- Extensions the talent search and geography need; PGlite bundles the same contrib modules.
create extension if not exists pg_trgm;
create extension if not exists cube;
create extension if not exists earthdistance;
create extension if not exists btree_gin;
create extension if not exists fuzzystrmatch;
