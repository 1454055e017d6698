export * from './events';
export * from './bus';
