export * from './stat-chart-options';
