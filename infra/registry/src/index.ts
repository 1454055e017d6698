export * from './store';
export * from './release';
export * from './prune';
