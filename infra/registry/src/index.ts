export * from './store';
export * from './release';
