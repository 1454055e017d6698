alter table interview_slots drop column if exists changed_by;
