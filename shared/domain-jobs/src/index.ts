// The jobs domain's public surface: schemas of its API, rules shared by the jobs remote and the
// API, and the spec's texts (docs/decisions/170-domain-packages.md).
export * from './schemas';
export * from './rules';
export * from './texts';
