-- The employer account (docs/decisions/290-employer-account-module.md). The module owns the
-- company profile's photos, skills and frequent positions (moved from the employer module, their
-- tables unchanged) and the notification preferences (moved from users); it adds the photos'
-- files and where each Company Admin stands in onboarding.

-- Uploaded photos (spec 000 §5: png, jpeg or bmp, 5 MB; the profile photo 5,000,000 bytes),
-- served at /v4/public/employer-photo/{id}: every upload has a new random id, so its address is
-- cached forever and stops answering once the photo is removed (as ADR 203 does for avatars).
create table employer_photo_files (
  id uuid primary key,
  employer_id integer not null references employers (id) on delete cascade,
  mime_type text not null check (mime_type in ('image/png', 'image/jpeg', 'image/bmp')),
  file_bytes bytea not null,
  byte_size integer not null check (byte_size between 1 and 5242880),
  create_ts timestamptz not null default now()
);
create index employer_photo_files_employer_idx on employer_photo_files (employer_id);

-- A gallery photo's file; photos from before uploads (the demo's addresses) have none.
alter table employer_photos add column file_id uuid references employer_photo_files (id) on delete cascade;

-- Where a Company Admin stopped in /employer/onboard: one row per step done or skipped.
create table employer_onboarding_steps (
  user_profile_id integer not null references user_profiles (id) on delete cascade,
  employer_id integer not null references employers (id) on delete cascade,
  step text not null check (step in ('company-profile', 'first-colleague', 'first-job')),
  outcome text not null check (outcome in ('done', 'skipped')),
  update_ts timestamptz not null default now(),
  primary key (user_profile_id, employer_id, step)
);
