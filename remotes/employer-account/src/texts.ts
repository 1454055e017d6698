// Words of this remote that the spec does not give. Spec texts come from the shared packages.
export const EMPLOYER_ACCOUNT_TEXTS = {
  title: "Employer account",
  signedInAs: (name: string) => `Signed in as ${name}`,
  loadFailed: 'Your profile could not be loaded.',
} as const;
