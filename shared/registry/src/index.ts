export * from './schema';
export * from './routes';
export * from './runtime-config';
