// The platform's schemas: common pieces, auth and sign-up, user profiles, and the reads the
// shell makes (subscription, employer, features, conversation headers, people). Each domain's
// API schemas live in @floorhire/domain-<name> (docs/decisions/170-domain-packages.md).
export * from './common';
export * from './auth';
export * from './sign-in';
export * from './signup';
export * from './user-profile';
export * from './outbox';
export * from './subscription';
export * from './employer';
export * from './conversations';
export * from './people';
