// The billing domain's public surface (docs/architecture.md "Adding a domain").
export * from './schemas';
export * from './rules';
export * from './texts';
export * from './subscription-read';
