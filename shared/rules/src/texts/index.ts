export * from './auth';
export * from './errors';
export * from './shell';
export * from './signup';
export * from './validation';
