drop table if exists rate_limit_buckets;
