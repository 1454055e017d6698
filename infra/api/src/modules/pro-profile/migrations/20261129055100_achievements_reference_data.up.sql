-- The badges of spec 002 §3 (1 elite, 2 vetted, a third, block) are reference data every
-- database needs, not demo data: staff give them on a pro's record (ADR 206).
insert into achievements (id, title) values (1, 'elite'), (2, 'vetted'), (3, 'block') on conflict (id) do nothing;
