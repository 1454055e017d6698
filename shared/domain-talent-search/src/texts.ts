// Texts of the talent search domain. The spec's words (002 §2, §8) go here word for word and
// tests quote them; a text the spec does not give is ours, recorded in ADR 240.

/** Filter group titles (spec 002 §2). */
export const FILTER_GROUP_TITLES = {
  brandIds: 'Brands',
  jobTitleIds: 'Job Titles',
  skillIds: 'Skills',
  machineIds: 'Machines & Technologies',
  lastActive: 'Last Active',
  yearsOfExperience: 'Years of experience in this role',
} as const;

export const TALENT_SEARCH_TEXTS = {
  // spec 002 §2
  selectJobTitleFirst: 'Select a job title to filter by years of experience.',
  // spec 002 §8 "Search"
  previewStatsFailed: 'There was an issue getting your pro preview stats. Please try again.',
  loadFailed: 'Failed fetching Talent Search data. Please contact support.',
  searchFailed: 'Something went wrong during the search, please try again.',
  locationsFailed: 'There was an error fetching locations',
  // spec 002 §8 "Notes and profile"
  viewedFailed: 'Could not update candidate viewed status',
  proProfileFailed: 'Could not get pro profile',
  selectFailed: (name: string) => `Could not select ${name}`,
  // ours (ADR 240)
  tabs: { search: 'Search talent', saved: 'Saved searches', tags: 'Saved tags' },
  candidateNotFound: 'Candidate not found',
  savedSearchNotFound: 'Saved search not found',
  savedSearchNotReady: 'A saved search needs a location and a search text or at least one filter.',
  locationRequired: 'Choose a location from the list',
  queryTooLong: (max: number) => `Search text must be ${max} characters or fewer`,
  radiusRange: (max: number) => `Radius must be between 1 and ${max} miles`,
  hitsPerPage: 'Results per page must be 10, 25, 50 or 100',
  unlockNeedsProfile: 'Choose at least one pro to unlock.',
  featureDisabled: 'Talent Search is not enabled for this employer.',
  featureRequested: 'Talent Search access requested',
  sampleNotice: 'These are sample profiles. Choose a plan to search more than 1M manufacturing candidates.',
} as const;

/**
 * Shortlist failures (spec 002 §8): "each of getting, creating, updating and deleting shortlists,
 * getting mappings, adding and removing a pro reads 'There was an issue … Please try again.'".
 */
export const SHORTLIST_TEXTS = {
  getFailed: 'There was an issue getting your shortlists. Please try again.',
  createFailed: 'There was an issue creating your shortlist. Please try again.',
  updateFailed: 'There was an issue updating your shortlist. Please try again.',
  deleteFailed: 'There was an issue deleting your shortlist. Please try again.',
  mappingsFailed: 'There was an issue getting your shortlist mappings. Please try again.',
  addProFailed: 'There was an issue adding the pro to your shortlist. Please try again.',
  removeProFailed: 'There was an issue removing the pro from your shortlist. Please try again.',
  // ours
  titleRequired: 'Title is required',
  titleTooLong: (max: number) => `Title must be ${max} characters or fewer`,
  notFound: 'Shortlist not found',
} as const;
