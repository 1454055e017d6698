// What a build gets for '@floorhire/ui' (the build factory aliases it here): the core part, the
// theme and the provider. index.ts adds the other parts for type checks and tests, where every
// name comes from '@floorhire/ui'.
export * from './components';
export * from './system';
export * from './provider';
