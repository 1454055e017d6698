// Sign-up steps of spec 000 §2.5. The spec fixes placeholders, button texts and the referral
// options; headings it does not quote are ours (docs/decisions/080-validation-messages.md).
export const SIGNUP_TEXTS = {
  alreadyHaveAccount: 'Already have an account?',
  loginLink: 'Login',
  stepCounter: (step: number, total: number) => `Step ${step} of ${total}`,
  next: 'Next',
  back: 'Back',
  positionStep: {
    title: 'Who are you hiring?',
    body: 'Reach over a million manufacturing workers ready for their next job.',
    positionLabel: 'Position you are hiring for',
    positionPlaceholder: 'e.g. Maintenance Technician',
    locationLabel: 'Location',
    locationPlaceholder: 'City, State',
  },
  contactStep: {
    title: 'Tell us about you',
    nameLabel: 'Full name',
    emailLabel: 'Work email',
  },
  priorityStep: {
    title: 'What is your top recruiting priority?',
  },
  referralStep: {
    title: 'How did you hear about us?',
    submit: 'Start a Free Trial',
    disclaimer:
      'By starting a free trial you agree to our Terms of Service and Privacy Policy, and to receive account e-mails and text messages. Message and data rates may apply.',
  },
  invitee: {
    title: 'Join your team',
    nameLabel: 'Full name',
    submit: 'Join',
  },
  success: {
    title: 'Check your e-mail',
    body: 'We sent you a link to verify your e-mail address. Open it to finish setting up your account.',
  },
  whoAreYou: {
    title: 'Who are you?',
    employer: "I'm hiring",
    employerBody: 'Post jobs and reach skilled manufacturing pros.',
    pro: "I'm looking for work",
    proBody: 'Find manufacturing jobs near you.',
  },
} as const;

/** Recruiting priorities offered as cards on step 3 (the spec lists none; ours). */
export const RECRUITING_PRIORITIES = [
  { value: 'fill-fast', label: 'Fill open roles fast' },
  { value: 'quality', label: 'Find higher-quality candidates' },
  { value: 'volume', label: 'Hire at volume' },
  { value: 'skilled-trades', label: 'Find hard-to-find skilled trades' },
] as const;
