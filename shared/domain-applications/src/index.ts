// The applications domain's public surface: schemas of the applicants, interviews, notes,
// scoring, dashboard and inbox API, the pipeline's rules shared by the applicants remote and the
// API, and the spec's texts (docs/decisions/170-domain-packages.md).
export * from './schemas';
export * from './rules';
export * from './texts';
export * from './charts';
