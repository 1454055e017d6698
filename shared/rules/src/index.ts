// The platform package: the role catalogue, services, constants, validation, formatting and the
// platform's texts. A shared singleton (the shell provides it to every remote). Each domain's
// own rules and texts live in @floorhire/domain-<name> (docs/decisions/170-domain-packages.md).
export * from './roles';
export * from './services';
export * from './constants';
export * from './promise-pool';
export * from './validation';
export * from './date-validation';
export * from './format-phone';
export * from './format-money';
export * from './format-text';
export * from './format-date';
export * from './shifts';
export * from './us-states';
export * from './referral';
export * from './users';
export * from './pagination';
export * from './hiring';
export * from './texts';
export * from './query';
export * from './texts/api';
export * from './subscription-reads';
export * from './links';
