export * from './api';
export * from './ui';
