drop table if exists platform_event_horizon;
drop table if exists platform_events;
drop function if exists fh_platform_event_commit();
drop sequence if exists platform_event_position;
