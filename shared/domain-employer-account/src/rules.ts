import { ROLES, UPLOAD_LIMITS, VALIDATION_MESSAGES, canEdit, type GroupMembership, type Role } from '@floorhire/rules';

// Rules of the employer's account (spec 000 §5, §6, §9; spec 002 §3, §5, §6) that its remote
// (before sending) and the API (on whatever arrives) both apply. Pure functions and constants only.

/** Photo types of an employer (spec 002 §3). */
export const EMPLOYER_PHOTO_TYPES = ['Introduction', 'Facility', 'Product'] as const;
export type EmployerPhotoType = (typeof EMPLOYER_PHOTO_TYPES)[number];

/** How many photos of one type a company shows: a gallery, not an archive (ADR 291). */
export const EMPLOYER_PHOTOS_PER_TYPE = 12;

/** The groups an employer user can be in (spec 000 §6). */
export const EMPLOYER_GROUPS = ['Company Admin', 'Hiring Manager'] as const satisfies readonly GroupMembership[];
export type EmployerGroup = (typeof EMPLOYER_GROUPS)[number];

/**
 * Roles a Company Admin grants beside a colleague's group (spec 000 §6 "Other role names:
 * employer.calendar.edit"): the group's roles come with the group, these one by one.
 */
export const GRANTABLE_ROLES = [ROLES.calendarEdit] as const satisfies readonly Role[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const canEditProfile = (roles: readonly string[]) => canEdit(roles, 'employerProfile');
export const canConnectCalendar = (roles: readonly string[]) => canEdit(roles, 'calendar');

/**
 * The photo rule of spec 000 §5: png, jpeg or bmp; 5 MB for a company photo, 5,000,000 bytes for
 * the profile photo (an avatar); 'Error, file too large. Max file size is 5MB' either way.
 */
export function photoFileError(file: { size: number; type: string }, kind: 'photo' | 'profile-photo'): string | undefined {
  const limit = kind === 'profile-photo' ? UPLOAD_LIMITS.avatarBytes : UPLOAD_LIMITS.fileBytes;
  if (file.size > limit) return VALIDATION_MESSAGES.fileTooLarge;
  // Some phones report no type; the API reads the bytes anyway.
  if (file.type && !(UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type.toLowerCase())) return VALIDATION_MESSAGES.invalidImageType;
  return undefined;
}

export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.bmp,image/png,image/jpeg,image/bmp';

/**
 * The notifications an employer user receives, by communication id. EMPLOYER_NEW_CANDIDATE is
 * the spec's (spec 000 §9, 002 §3); the interview invite is ours: the two messages the product
 * sends an employer user about their work (ADR 293). Sign-in links and invitations are not here:
 * a user cannot turn off the way into their own account.
 */
export const EMPLOYER_COMMUNICATIONS = ['EMPLOYER_NEW_CANDIDATE', 'EMPLOYER_INTERVIEW_UPDATE'] as const;
export type EmployerCommunication = (typeof EMPLOYER_COMMUNICATIONS)[number];

/** Channels a communication goes by, and its default when the user never chose. */
export const COMMUNICATION_DEFAULTS: Readonly<Record<EmployerCommunication, { channelEmail: boolean; channelSms: boolean; sms: boolean }>> = {
  EMPLOYER_NEW_CANDIDATE: { channelEmail: true, channelSms: false, sms: true },
  // A calendar invite is an e-mail with an .ics file: it has no SMS form.
  EMPLOYER_INTERVIEW_UPDATE: { channelEmail: true, channelSms: false, sms: false },
};

/**
 * Whether a message goes by a channel: the profile's channel switch (notificationEmail or
 * notificationSms, spec 000 §3) and the communication's own choice must both say yes, and an SMS
 * needs a phone on file.
 */
export function sendsBy(
  channel: 'email' | 'sms',
  profile: { notificationEmail: number | boolean; notificationSms: number | boolean; phone: string | null },
  preference: { channelEmail: boolean; channelSms: boolean },
): boolean {
  if (channel === 'email') return Boolean(profile.notificationEmail) && preference.channelEmail;
  return Boolean(profile.notificationSms) && preference.channelSms && !!profile.phone;
}

/** The steps of /employer/onboard, in order (ADR 295). */
export const ONBOARDING_STEPS = ['company-profile', 'first-colleague', 'first-job'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The step to show: the first not yet done or skipped, or null when all are. */
export function nextOnboardingStep(done: readonly string[]): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => !done.includes(step)) ?? null;
}
