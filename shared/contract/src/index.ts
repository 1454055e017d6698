export * from './version';
export * from './props';
export * from './lifecycles';
