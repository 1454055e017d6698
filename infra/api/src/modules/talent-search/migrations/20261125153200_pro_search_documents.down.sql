drop function if exists talent_search_sync_documents();
drop function if exists talent_search_refresh_documents(int[]);
drop view if exists talent_search_document_source;
drop table if exists pro_search_documents;
drop function if exists talent_search_keys(float8, float8, timestamptz);
