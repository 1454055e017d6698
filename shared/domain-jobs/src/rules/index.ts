export * from './catalogues';
export * from './job-payload';
