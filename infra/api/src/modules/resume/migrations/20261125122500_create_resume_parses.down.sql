drop table if exists resume_parses;
