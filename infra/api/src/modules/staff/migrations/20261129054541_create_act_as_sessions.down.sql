drop table if exists act_as_sessions;
