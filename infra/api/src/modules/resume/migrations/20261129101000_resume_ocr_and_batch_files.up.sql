-- OCR of image resumes (ADR 320): how a parse's text was read.
alter table resume_parses add column read_by text check (read_by is null or read_by in ('text', 'ocr'));

-- Bulk resume upload (ADR 321): each file of a batch is stored as a resume parse (its bytes and
-- parsed fields) and ends as a pro created or updated; a 5x5 CSV batch has one row per person.
alter table resume_batches add column file_name text;
alter table resume_batch_files
  add column parse_id uuid references resume_parses (id) on delete set null,
  add column position integer not null default 0,
  add column byte_size integer,
  add column outcome text check (outcome is null or outcome in ('created', 'updated')),
  add column row_data jsonb;
create index resume_batch_files_open_idx on resume_batch_files (status, update_ts) where status in ('pending', 'uploaded', 'processing');
create index resume_batches_create_idx on resume_batches (create_ts desc);
