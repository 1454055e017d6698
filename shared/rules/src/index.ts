export * from './roles';
export * from './services';
