drop table if exists employer_onboarding_steps;
alter table employer_photos drop column if exists file_id;
drop table if exists employer_photo_files;
