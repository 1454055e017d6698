drop table if exists user_avatars;
