-- The party that last answered a time (rejected or confirmed it), so the employer's interview
-- timeline says whether the pro did it (ADR 216).
alter table interview_slots add column if not exists changed_by text check (changed_by is null or changed_by in ('Business', 'Skilled Pro', 'Super Admin'));
