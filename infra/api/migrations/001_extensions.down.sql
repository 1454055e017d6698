drop extension if exists fuzzystrmatch;
drop extension if exists btree_gin;
drop extension if exists earthdistance;
drop extension if exists cube;
drop extension if exists pg_trgm;
