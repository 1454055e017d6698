export * from './common';
export * from './auth';
export * from './signup';
export * from './user-profile';
export * from './outbox';
export * from './jobs';
export * from './ai';
