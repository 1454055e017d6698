drop trigger if exists pros_search_documents_update on pros;
drop trigger if exists pros_search_documents_insert on pros;
