export * from './auth-api';
export * from './profile';
export * from './subscription';
export * from './session-atoms';
export * from './session-controller';
export * from './session-context';
export * from './refresh-timing';
