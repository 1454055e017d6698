drop index if exists viewed_candidates_user_idx;
drop index if exists saved_searches_user_employer_idx;
drop index if exists pro_unlocks_employer_idx;
drop index if exists shortlist_pros_pro_idx;
drop index if exists shortlists_employer_title_idx;
