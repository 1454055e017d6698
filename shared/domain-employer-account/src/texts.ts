import { ACCESS_DENIED_TEXTS, AUTH_ERRORS, VALIDATION_MESSAGES } from '@floorhire/rules';

// Texts of the employer account. The spec's words are quoted from @floorhire/rules, where they
// live once; the rest are ours (the spec says "not shown"), recorded in ADRs 290-299.

/** Spec words these screens show, gathered so tests quote one place. */
export const ACCOUNT_SPEC_TEXTS = {
  accessDenied: ACCESS_DENIED_TEXTS,
  fileTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  invalidZip: VALIDATION_MESSAGES.invalidZip,
  invalidCalendarProvider: AUTH_ERRORS.invalidCalendarProvider,
  /** Settings tabs, in the spec's order (spec 000 §2.1, 002 §2). */
  settingsTabs: ['Billing', 'Plans', 'Company Profile', 'Jobs', 'Notifications'],
} as const;

/** The API's words for what the spec leaves open. */
export const EMPLOYER_ACCOUNT_API_TEXTS = {
  employerNotFound: 'Employer not found',
  photoNotFound: 'Photo not found',
  photoUnreadable: 'The photo could not be read. Please choose it again.',
  invalidImageType: VALIDATION_MESSAGES.invalidImageType,
  tooManyPhotos: (max: number) => `A company shows at most ${max} photos of each type. Remove one first.`,
  unknownZip: 'We could not find this ZIP code',
  unknownState: 'Choose a US state',
  unknownSkill: 'Unknown skill',
  unknownJobTitle: 'Unknown job title',
  unknownIndustry: 'Unknown industry',
  memberNotFound: 'This person is not on your team',
  emailTaken: 'This e-mail belongs to an account that cannot join an employer',
  alreadyMember: 'This person is already on your team',
  lastCompanyAdmin: (employer: string) => `You are the last Company Admin of ${employer}. Make someone else a Company Admin first.`,
  cannotArchiveSelf: 'You cannot archive yourself. Ask another Company Admin.',
  welcomeSent: 'Welcome e-mail sent',
  memberArchived: 'Team member archived',
  unknownCommunication: 'Unknown notification',
  smsNotOffered: 'This notification is not sent by text message',
  nameRequired: 'Required.',
  nameTooLong: 'Must be 100 characters or fewer',
  textTooLong: (max: number) => `Must be ${max} characters or fewer`,
} as const;

/** Labels of the notifications a user can choose channels for. */
export const COMMUNICATION_LABELS = {
  EMPLOYER_NEW_CANDIDATE: { title: 'New candidate', description: 'Someone applies to a job you follow or are the hiring contact of.' },
  EMPLOYER_INTERVIEW_UPDATE: { title: 'Interview invites', description: 'An interview you organize is scheduled, moved or canceled (calendar invite attached).' },
} as const;

/** The profile's channel summary (spec 000 §3: none/email/sms/both), in words. */
export const CHANNEL_SUMMARY_LABELS = {
  none: 'No notifications',
  email: 'E-mail only',
  sms: 'Text messages only',
  both: 'E-mail and text messages',
} as const;
