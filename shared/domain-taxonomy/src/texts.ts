// Texts of the taxonomy domain. TAXONOMY_LOOKUP_TEXTS are the spec's words (spec 002 §8
// "Lookups"), word for word, spelling included; the tests quote them. TAXONOMY_TEXTS are ours,
// for what the spec does not show (docs/decisions/311-taxonomy-api.md).

export const TAXONOMY_LOOKUP_TEXTS = {
  jobTitles: "Couldn't load job titles",
  machines: "Couldn't machines and technologies",
  qualifications: 'Error getting qualifications',
  responsibilities: 'Error getting responsibilities',
  jobSkills: "Couldn't load job skills",
  skillCategories: 'Error getting skill categories',
} as const;

export const TAXONOMY_TEXTS = {
  nameRequired: 'Name is required',
  nameTooLong: (max: number) => `Name must be ${max} characters or fewer`,
  titleRequired: 'Job title is required',
  statementRequired: 'Text is required',
  statementTooLong: (max: number) => `Text must be ${max} characters or fewer`,
  skillLevel: 'Skill level must be HIGH, MEDIUM or LOW',
  skillCategory: 'Category must be 1, 2, 3 or 4',
  tooMany: (max: number) => `Choose at most ${max}`,
  exists: (label: string, name: string) => `${label} "${name}" exists already`,
  notFound: (label: string) => `${label} not found`,
  replacementNotFound: (label: string) => `The replacement ${label.toLowerCase()} was not found`,
  replaceSelf: 'An entry cannot replace itself',
  inUse: (label: string, name: string, usage: string) => `${label} "${name}" is still used by ${usage}. Choose a replacement to move them to it.`,
  editorsOnly: 'Only staff with the taxonomy role can change the taxonomy',
  categoryNotFound: 'Category not found',
  brandNotFound: 'Brand not found',
  jobTitleNotFound: 'Job title not found',
  skillNotFound: 'Skill not found',
} as const;
