-- Profile photos (spec 000 §3 avatarUrl, §5 image upload: png, jpeg or bmp, at most 5,000,000
-- bytes). One photo per user; a new upload gets a new id, so its address can be cached forever
-- and the old one stops answering (docs/decisions/203-profile-photo.md).
create table user_avatars (
  user_profile_id integer primary key references user_profiles (id) on delete cascade,
  id uuid not null unique,
  mime_type text not null check (mime_type in ('image/png', 'image/jpeg', 'image/bmp')),
  file_bytes bytea not null,
  byte_size integer not null check (byte_size between 1 and 5000000),
  create_ts timestamptz not null default now()
);
