// The job board domain's public surface (docs/architecture.md "Adding a domain").
export * from './schemas';
export * from './rules';
export * from './texts';
export * from './outreach';
export * from './posting';
