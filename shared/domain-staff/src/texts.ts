// Texts of the staff domain. The spec's words go here word for word and tests
// quote them; a text the spec does not give is ours, recorded in an ADR.
export const ACT_AS_SESSION_TEXTS = {
  titleRequired: 'Title is required',
  titleTooLong: (max: number) => `Title must be ${max} characters or fewer`,
  notFound: 'Act as session not found',
  created: 'Act as session created',
} as const;
