/** Staff employer list sort columns (spec 002 §9). */
export const EMPLOYER_SORT_COLUMNS = [
  { label: 'Last Updated', sortBy: 'updateTs' },
  { label: 'Jobs', sortBy: 'jobs' },
  { label: 'Members', sortBy: 'members' },
  { label: 'Contacts', sortBy: 'contacts' },
] as const;
