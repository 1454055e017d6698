export * from './jobs';
export * from './ai';
