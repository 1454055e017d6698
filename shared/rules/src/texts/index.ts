export * from './auth';
export * from './errors';
export * from './chrome';
export * from './signup';
export * from './validation';
export * from './platform';
export * from './talent';
