drop index if exists resume_batches_create_idx;
drop index if exists resume_batch_files_open_idx;
alter table resume_batch_files drop column if exists row_data, drop column if exists outcome, drop column if exists byte_size,
  drop column if exists position, drop column if exists parse_id;
alter table resume_batches drop column if exists file_name;
alter table resume_parses drop column if exists read_by;
