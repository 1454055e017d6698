export * from './schema';
export * from './match';
export * from './routes';
export * from './runtime-config';
