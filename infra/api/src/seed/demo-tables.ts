// Columns the baseline demo world writes, per table, in foreign-key order: inserting the tables
// in this order never references a row that is not there yet. Module seeds name their own
// tables' columns next to their rows (modules/<name>/<name>.seed.ts).

import type { TableSpec } from './bulk';

export const BASELINE_TABLES = {
  industries: [['id', 'int'], ['name', 'text']],
  taxonomy_categories: [['id', 'int'], ['name', 'text'], ['published', 'bool']],
  knowledge_disciplines: [['id', 'int'], ['name', 'text'], ['category_id', 'int']],
  machines: [['id', 'int'], ['name', 'text'], ['category_id', 'int']],
  brands: [['id', 'int'], ['name', 'text']],
  machine_brand_maps: [['machine_id', 'int'], ['brand_id', 'int']],
  materials: [['id', 'int'], ['name', 'text']],
  job_titles: [['id', 'int'], ['title', 'text'], ['skill_level', 'text']],
  job_skills: [['id', 'int'], ['name', 'text'], ['category', 'smallint']],
  job_title_skill_maps: [['job_title_id', 'int'], ['job_skill_id', 'int']],
  qualifications: [['id', 'int'], ['name', 'text'], ['job_title_id', 'int']],
  responsibilities: [['id', 'int'], ['name', 'text'], ['job_title_id', 'int']],
  user_profiles: [
    ['id', 'int'], ['email', 'text'], ['name_first', 'text'], ['name_last', 'text'], ['phone', 'text'], ['avatar_url', 'text'],
    ['status', 'text'], ['type', 'text'], ['notification_email', 'smallint'], ['notification_sms', 'smallint'],
    ['password_hash', 'text'], ['auth_strategy', 'text'], ['last_active_ts', 'timestamptz'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  user_auth_groups: [['user_profile_id', 'int'], ['group_membership', 'text']],
  user_roles: [['id', 'int'], ['user_profile_id', 'int'], ['role_membership', 'text']],
  notification_preferences: [['id', 'int'], ['user_profile_id', 'int'], ['communication_id', 'text'], ['channel_email', 'bool'], ['channel_sms', 'bool']],
  employers: [
    ['id', 'int'], ['name', 'text'], ['photo_url', 'text'], ['size', 'text'], ['status', 'text'], ['street1', 'text'], ['city', 'text'],
    ['state', 'text'], ['postal_code', 'text'], ['lat', 'float8'], ['lng', 'float8'], ['website', 'text'], ['phone', 'text'],
    ['introduction', 'text'], ['culture_benefits', 'text'], ['facility', 'text'], ['products', 'text'], ['assignee_id', 'int'],
    ['industry_id', 'int'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  employer_users: [['id', 'int'], ['employer_id', 'int'], ['user_profile_id', 'int'], ['create_ts', 'timestamptz']],
  employer_industries: [['employer_id', 'int'], ['industry_id', 'int']],
  employer_watcher_maps: [['employer_id', 'int'], ['watcher_id', 'int']],
  employer_job_skills: [['employer_id', 'int'], ['job_skill_id', 'int']],
  employer_job_titles: [['employer_id', 'int'], ['job_title_id', 'int']],
  billing_products: [
    ['id', 'int'], ['name', 'text'], ['nickname', 'text'], ['plan', 'text'], ['interval', 'text'], ['amount_cents', 'int'],
    ['job_slot_quantity', 'int'], ['talent_search_credits', 'int'], ['active', 'bool'],
  ],
  pros: [
    ['id', 'int'], ['user_profile_id', 'int'], ['shift_first', 'bool'], ['shift_second', 'bool'], ['shift_third', 'bool'],
    ['pay_rate_min', 'numeric'], ['postal_code', 'text'], ['city', 'text'], ['state', 'text'], ['lat', 'float8'], ['lng', 'float8'],
    ['timezone', 'text'], ['resume_url', 'text'], ['resume_text', 'text'], ['summary', 'text'], ['status', 'text'], ['source', 'text'],
    ['history_employer_name', 'text'], ['history_job_title', 'text'], ['job_title_ids', 'int[]'], ['skill_ids', 'int[]'],
    ['machine_ids', 'int[]'], ['brand_ids', 'int[]'], ['years_by_job_title', 'jsonb'], ['search_document', 'tsvector'],
    ['last_active_ts', 'timestamptz'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  pro_job_titles: [['pro_id', 'int'], ['job_title_id', 'int'], ['years_experience', 'int']],
  pro_skills: [['pro_id', 'int'], ['job_skill_id', 'int']],
  pro_knowledge_discipline_maps: [['pro_id', 'int'], ['knowledge_discipline_id', 'int']],
  pro_industry_maps: [['pro_id', 'int'], ['industry_id', 'int']],
  pro_machine_maps: [['id', 'int'], ['pro_id', 'int'], ['machine_id', 'int']],
  pro_machine_brand_maps: [['pro_machine_map_id', 'int'], ['brand_id', 'int']],
  pro_achievement_maps: [['pro_id', 'int'], ['achievement_id', 'int']],
  pro_work_history: [
    ['id', 'int'], ['pro_id', 'int'], ['employer_name', 'text'], ['job_title', 'text'], ['job_title_id', 'int'], ['city', 'text'],
    ['state', 'text'], ['description', 'text'], ['start_yyyymm', 'int'], ['end_yyyymm', 'int'],
  ],
  pro_education: [['id', 'int'], ['pro_id', 'int'], ['kind', 'text'], ['school', 'text'], ['degree', 'text'], ['field_of_study', 'text'], ['start_yyyymm', 'int'], ['end_yyyymm', 'int']],
  pro_preferences: [
    ['id', 'int'], ['pro_id', 'int'], ['pay_rate_min', 'numeric'], ['max_commute', 'int'], ['shifts', 'smallint[]'], ['postal_code', 'text'],
    ['job_title_ids', 'int[]'], ['industry_ids', 'int[]'], ['knowledge_discipline_ids', 'int[]'], ['machines', 'jsonb'],
  ],
  pro_references: [
    ['id', 'int'], ['uuid', 'uuid'], ['pro_id', 'int'], ['name_first', 'text'], ['name_last', 'text'], ['email', 'text'], ['phone', 'text'],
    ['company', 'text'], ['relationship', 'text'], ['status', 'text'], ['endorsement', 'text'], ['rating', 'smallint'], ['endorse_ts', 'timestamptz'],
    ['create_ts', 'timestamptz'],
  ],
} as const satisfies Record<string, TableSpec>;

export type BaselineTable = keyof typeof BASELINE_TABLES;
