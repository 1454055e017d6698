export * from './core';
export * from './overlays';
export * from './controls';
