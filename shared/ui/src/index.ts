export * from './components';
export * from './system';
export * from './provider';
