// The geo domain's public surface (docs/decisions/190-geo-gazetteer.md).
export * from './schemas';
export * from './distance';
