// Texts of the staff domain. The spec's words are word for word and tests quote them; the
// texts the spec does not give are ours (ADRs 300-309).

/** Spec 002 §8, the lookups of the staff screens, word for word. */
export const STAFF_SPEC_TEXTS = {
  superAdminsLoadFailed: "Couldn't load super admins",
  createEmployerFailed: 'Error creating employer',
  authGroupUpdateFailed: 'Error updating auth group',
  employersLoadFailed: "Couldn't load employers",
  userProfileLoadFailed: "Couldn't load user's profile",
  userEmployerLoadFailed: "Couldn't load user's employer",
} as const;

/** What the staff API answers in its own words (ADR 300-305). */
export const STAFF_API_TEXTS = {
  nameSearchInvalid: 'Search names with letters, apostrophes, commas, periods, spaces and hyphens only',
  userNotActable: 'Staff accounts cannot be acted as',
  rolesOnlyForStaff: 'Only staff users can hold staff roles',
  unknownStaffRole: 'Staff users can be given the taxonomy role only',
  userCannotSignIn: 'This user cannot sign in (archived, blocked or suspended)',
  userHasNoArea: 'This user is not in an auth group yet',
  actAsNotLive: 'There is no act-as session running',
  actAsEnded: 'The act-as session has ended',
  actAsRefused: 'Not allowed while acting as a user',
  ownStatus: 'You cannot change the status of your own account',
  notStaffUser: 'Choose a staff user',
  welcomeEmailMismatch: 'This is not the e-mail of this user',
  employerGroupNeedsEmployer: 'A user must belong to at least one employer',
  employerNotFound: 'Employer not found',
  inboxItemNotFound: 'Inbox item not found',
} as const;

/** The e-mails the staff tools send (ADR 305, 306). */
export const STAFF_EMAIL_TEXTS = {
  welcomeSubject: 'Your FloorHire account is ready',
  welcomeLead: 'FloorHire staff opened an account for you. Use this link to choose your password and sign in.',
  talentSearchEnabledSubject: 'Talent Search is on',
  talentSearchEnabled: (employer: string) => `Talent Search is now on for ${employer}. Open FloorHire to search more than a million manufacturing candidates.`,
  talentSearchDeclinedSubject: 'About your Talent Search request',
  talentSearchDeclined: (employer: string) => `We could not switch Talent Search on for ${employer} this time. Reply to this e-mail or write to support to talk it over.`,
} as const;
