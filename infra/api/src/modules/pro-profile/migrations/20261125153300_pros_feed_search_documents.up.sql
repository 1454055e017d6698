-- Every statement that writes pros refreshes the talent-search documents of the rows it wrote,
-- in the same transaction (one set-based upsert per statement, through transition tables).
-- pro-profile owns pros, so it owns these triggers; talent-search owns the function they call
-- and the documents it writes (ADR 193, ADR 245).
drop trigger if exists pros_search_documents_insert on pros;
create trigger pros_search_documents_insert after insert on pros referencing new table as changed
  for each statement execute function talent_search_sync_documents();
drop trigger if exists pros_search_documents_update on pros;
create trigger pros_search_documents_update after update on pros referencing new table as changed
  for each statement execute function talent_search_sync_documents();
