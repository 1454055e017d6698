// The backend services of spec 000 §7. Each has its own base address in runtime
// configuration, so any group can be moved to its own process without a front-end build.
export const API_SERVICES = [
  'auth',
  'jobs',
  'applications',
  'scoring',
  'calendar',
  'conversations',
  'inbox',
  'employer',
  'subscription',
  'userPreferences',
  'candidateDiscovery',
  'helpDesk',
  'jobBoardSearch',
  'featureFlags',
  'ai',
] as const;
export type ApiService = (typeof API_SERVICES)[number];

/** Every call lives under this versioned prefix. */
export const API_PREFIX = '/v4';
