export * from './schemas';
export * from './rules';
export * from './texts';
export * from './resume';
export * from './avatar';
export * from './records';
export * from './batch-resume';
