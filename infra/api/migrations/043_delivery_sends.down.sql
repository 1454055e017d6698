drop table if exists delivery_local_sends;
