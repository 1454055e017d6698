// Messages of talent search, messaging, billing, staff and pro screens, spec 002 §2 and §8.
export const MESSAGING_TEXTS = {
  fetchConversationsFailed: "Couldn't fetch conversations. Please try again.",
  conversationsError: 'Error fetching conversations.',
  sendFailed: "Couldn't send message. Please try again.",
  sendOptedOut: 'Message not sent: Candidate opted out of SMS messaging',
  createFailed: "Couldn't create conversation. Please try again..",
  createOptedOut: "Couldn't create conversation. Candidate opted out of SMS messaging",
  loadMessagesFailed: 'Could not load messages.',
  loadConversationFailed: 'Could not load conversation. Please refresh the page or try again later.',
  markReadFailed: "Couldn't mark conversation as read",
  markUnreadFailed: 'Could not mark conversation as unread.',
  summaryFailed: 'Something went wrong. Please try again later.',
  sent: 'Message Sent!',
  viewedFailed: 'Could not update candidate viewed status',
  selectFailed: (name: string) => `Could not select ${name}`,
} as const;

export const SHORTLIST_TEXTS = {
  fetchFailed: 'There was an issue getting your shortlists. Please try again.',
  createFailed: 'There was an issue creating your shortlist. Please try again.',
  updateFailed: 'There was an issue updating your shortlist. Please try again.',
  deleteFailed: 'There was an issue deleting your shortlist. Please try again.',
  mappingsFailed: 'There was an issue getting your shortlist mappings. Please try again.',
  addProFailed: 'There was an issue adding the pro to your shortlist. Please try again.',
  removeProFailed: 'There was an issue removing the pro from your shortlist. Please try again.',
} as const;

export const SEARCH_TEXTS = {
  filterGroups: ['Brands', 'Job Titles', 'Skills', 'Machines & Technologies', 'Last Active', 'Years of experience in this role'],
  selectJobTitleFirst: 'Select a job title to filter by years of experience.',
  previewStatsFailed: 'There was an issue getting your pro preview stats. Please try again.',
  talentSearchDataFailed: 'Failed fetching Talent Search data. Please contact support.',
  searchFailed: 'Something went wrong during the search, please try again.',
  locationsFailed: 'There was an error fetching locations',
  maxRadiusLabel: '100+',
} as const;

export const LOOKUP_TEXTS = {
  jobTitles: "Couldn't load job titles",
  openJobs: "Couldn't load open jobs",
  job: "Couldn't load job",
  setPreferences: "Couldn't set preferences",
  machines: "Couldn't machines and technologies",
  employers: "Couldn't load employers",
  userProfile: "Couldn't load user's profile",
  userEmployer: "Couldn't load user's employer",
  qualifications: 'Error getting qualifications',
  responsibilities: 'Error getting responsibilities',
  achievements: "Couldn't load achievements",
  jobSkills: "Couldn't load job skills",
  skillCategories: 'Error getting skill categories',
  superAdmins: "Couldn't load super admins",
  createEmployer: 'Error creating employer',
  updateAuthGroup: 'Error updating auth group',
} as const;

export const BILLING_TEXTS = {
  subscriptionNotFoundServerMessage: 'Subscription not found',
  noActiveSubscription: 'No active subscription',
  subscriptionLoadFailed: 'Error loading Employer Subscription information',
  allocationFailed: 'Error adding new allocation',
  offersFailed: 'There was an error while fetching the offers.',
  enterpriseRequestFailed: 'There was an error while notifying the sales team.',
  allocationMemos: { jobSlot: 'Additional Job Slot', talentSearchUnlocks: 'Talent Search Unlocks' },
  invoiceUpcomingNone: 'invoice_upcoming_none',
  missingEmployerId: 'missing_employer_id',
  missingCustomerStripeId: 'missing_customer_stripe_id',
  planIntervals: ['Annual', 'Quarterly'],
  invoiceStates: ['Unpaid', 'Paid', 'Refunded'],
  staffInvoiceActions: ['Refund', 'View Refund', 'Mark as Paid'],
  notApplicable: 'N/A',
} as const;

export const JOB_BOARD_TEXTS = {
  fetchFailed: 'Failed fetching indeed posting data. Please refresh the page or try again later.',
  saveFailed: 'Failed saving indeed posting data. Please refresh the page or try again later.',
  submitFailed: 'Failed submitting indeed form. Please refresh the page or try again later.',
} as const;

export const REFERENCE_TEXTS = {
  notInRecords: 'Given reference is not in our records',
  endorsementFailed: 'Could not submit endorsement',
} as const;
