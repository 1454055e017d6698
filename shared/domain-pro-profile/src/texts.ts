// Texts of the pro profile domain. The spec's words go here word for word and tests quote
// them; a text the spec does not give is ours (docs/decisions/200-pro-profile-domain.md).
import { VALIDATION_MESSAGES } from '@floorhire/rules';

export const PRO_PROFILE_TEXTS = {
  // Spec 002 §8 "Notes and profile" and "References".
  couldNotGetUserProfile: 'Could not get user profile',
  couldNotGetProProfile: 'Could not get pro profile',
  errorLoadingEducationAndHistory: 'Error loading Education Certifications and Work experience',
  errorLoadingResume: 'Error loading resume',
  referenceNotFound: 'Given reference is not in our records',
  couldNotSubmitEndorsement: 'Could not submit endorsement',
  couldNotSetPreferences: "Couldn't set preferences",
  couldNotLoadJobTitles: "Couldn't load job titles",
  couldNotLoadMachines: "Couldn't machines and technologies",
  // Spec 000 §5, through the platform's catalogue.
  required: VALIDATION_MESSAGES.required,
  invalidPhone: VALIDATION_MESSAGES.invalidPhone,
  invalidZip: VALIDATION_MESSAGES.invalidZip,
  invalidMonthYear: VALIDATION_MESSAGES.invalidMonthYear,
  endBeforeStart: VALIDATION_MESSAGES.endBeforeStart,
  payRateTooLow: VALIDATION_MESSAGES.payRateTooLow,
  mustBePositive: VALIDATION_MESSAGES.mustBePositive,
  // Ours: the spec's rule (002 §5) without its words.
  nameAndPhoneRequired: 'Add your first name, last name and phone number to save your profile',
  postalCodeNeedsPhone: 'Add your phone number to save your postal code',
  proNotFound: 'Pro not found',
  historyNotFound: 'Work experience not found',
  educationNotFound: 'Education or certification not found',
  saved: 'Saved',
  deleted: 'Deleted',
  referenceRequested: 'Reference added. We e-mailed them a link to endorse you.',
  endorsementThanks: 'Thank you! Your endorsement was sent.',
  alreadyEndorsed: 'This reference has already been endorsed',
  unknownTaxonomy: 'Choose a value from the list',
} as const;

export const PRO_SETTINGS_TEXTS = {
  // Ours (the spec lists the settings, not their words): docs/decisions/202-pro-pages.md.
  wrongPassword: 'Your current password is not right',
  passwordChanged: 'Your password is changed',
} as const;
