drop table if exists staff_inbox_items;
drop table if exists act_as_actions;
drop table if exists act_as_sessions;
