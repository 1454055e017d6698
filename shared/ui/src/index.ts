export * from './system';
export * from './provider';
