export * from './catalogues';
export * from './applicants';
export * from './interview-slots';
export * from './interview-times';
export * from './dashboard-stats';
