delete from achievements a where a.id in (1, 2, 3) and not exists (select 1 from pro_achievement_maps m where m.achievement_id = a.id);
