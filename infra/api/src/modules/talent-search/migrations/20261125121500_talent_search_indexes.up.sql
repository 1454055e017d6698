-- Talent search (spec 002): the tables of the baseline schema this module claims get the
-- indexes its reads need. Team shortlists are listed per employer by title (spec 002 §9), unlocks
-- per employer newest first, saved searches per user and employer newest first.
create index if not exists shortlists_employer_title_idx on shortlists (employer_id, lower(title));
create index if not exists shortlist_pros_pro_idx on shortlist_pros (pro_user_profile_id);
create index if not exists pro_unlocks_employer_idx on pro_unlocks (employer_id, create_ts desc);
create index if not exists saved_searches_user_employer_idx on saved_searches (user_profile_id, employer_id, create_ts desc);
create index if not exists viewed_candidates_user_idx on viewed_candidates (user_profile_id, update_ts desc);
