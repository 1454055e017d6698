export * from './applications';
export * from './interviews';
export * from './scoring';
export * from './dashboard';
export * from './inbox';
