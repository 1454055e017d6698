// Words of this remote that the spec does not give. Spec texts come from the shared packages.
export const TAXONOMY_TEXTS = {
  title: "Taxonomy",
  signedInAs: (name: string) => `Signed in as ${name}`,
  loadFailed: 'Your profile could not be loaded.',
} as const;
