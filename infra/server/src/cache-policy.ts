import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Files whose name carries a content hash (the build factory's [name].[contenthash:12]). */
const HASHED = /\.[0-9a-f]{12}\.(?:js|mjs|css|png|svg|jpe?g|gif|woff2?)$/;

/**
 * no-cache (revalidate every time) for everything that names other files — index.html, the
 * registry, manifests, remoteEntry.js — and a year, immutable, for content-hashed chunks.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(originalName(filePath)) ? IMMUTABLE : NO_CACHE;
}

/** The name of the file a precompressed copy (.br, .gz) stands for. */
export function originalName(filePath: string): string {
  return path.basename(filePath).replace(/\.(?:br|gz)$/u, '');
}
