export * from './api';
export * from './resource';
export * from './viewer';
export * from './page-states';
export * from './declared-routes';
export * from './texts';
export * from './deferred-work';
