-- Resume files and their parses (spec 002 §7 POST /public/resume/parse, POST pro/{id}/resume).
-- The file is kept with its parse; a parse is a durable background job the client follows.
-- Statuses are the spec's resume file statuses (pending, uploaded, processing, completed, error).
create table resume_parses (
  id uuid primary key,
  owner_user_profile_id integer references user_profiles (id) on delete cascade,
  file_name text,
  mime_type text not null,
  file_bytes bytea not null,
  byte_size integer not null,
  status text not null default 'pending' check (status in ('pending', 'uploaded', 'processing', 'completed', 'error')),
  progress smallint not null default 0 check (progress between 0 and 100),
  resume_text text,
  resume_data jsonb,
  error text,
  create_ts timestamptz not null default now(),
  update_ts timestamptz not null default now()
);
create index resume_parses_owner_idx on resume_parses (owner_user_profile_id, create_ts desc) where owner_user_profile_id is not null;
