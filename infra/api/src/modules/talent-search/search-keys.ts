// The keys of a search document (ADR 245), computed the way talent_search_keys() in the
// migration computes them: geo cells at two resolutions and 30-day activity periods, all in one
// int[] under the document's GIN index. A query asks `keys && <cells>` (and, for activity slices,
// `keys && <periods>`); the exact distance and date tests run on the few rows the index returns.
import { MILES_PER_DEGREE } from '@floorhire/domain-geo';

const FINE_BASE = 1_000_000;
const COARSE_BASE = 3_000_000;
const PERIOD_BASE = 4_000_000;
export const PERIOD_MS = 30 * 86_400_000;
/** Beyond this many quarter-degree cells a query uses one-degree cells instead. */
export const MAX_FINE_CELLS = 120;

export function fineCell(lat: number, lng: number): number {
  return FINE_BASE + Math.floor((lat + 90) * 4) * 1440 + Math.floor((lng + 180) * 4);
}

export function coarseCell(lat: number, lng: number): number {
  return COARSE_BASE + Math.floor(lat + 90) * 360 + Math.floor(lng + 180);
}

export function periodKey(at: Date): number {
  return PERIOD_BASE + Math.floor(at.getTime() / PERIOD_MS);
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The latitude/longitude box around a circle (a slight overestimate, never an underestimate). */
export function boxAround(centre: { latitude: number; longitude: number }, radiusMiles: number): Box {
  const dLat = radiusMiles / MILES_PER_DEGREE;
  const maxAbsLat = Math.min(89.9, Math.abs(centre.latitude) + dLat);
  const dLng = Math.min(180, radiusMiles / (MILES_PER_DEGREE * Math.cos((maxAbsLat * Math.PI) / 180)));
  return {
    minLat: Math.max(-90, centre.latitude - dLat),
    maxLat: Math.min(90, centre.latitude + dLat),
    minLng: Math.max(-180, centre.longitude - dLng),
    maxLng: Math.min(180, centre.longitude + dLng),
  };
}

/** The cell keys covering a box: quarter-degree cells when few enough, else one-degree cells. */
export function cellsCovering(box: Box): number[] {
  const span = (lo: number, hi: number, per: number) => [Math.floor(lo * per), Math.floor(hi * per)] as const;
  const [fLat0, fLat1] = span(box.minLat + 90, box.maxLat + 90, 4);
  const [fLng0, fLng1] = span(box.minLng + 180, box.maxLng + 180, 4);
  const fine = (fLat1 - fLat0 + 1) * (fLng1 - fLng0 + 1) <= MAX_FINE_CELLS;
  const per = fine ? 4 : 1;
  const [lat0, lat1] = fine ? [fLat0, fLat1] : span(box.minLat + 90, box.maxLat + 90, per);
  const [lng0, lng1] = fine ? [fLng0, fLng1] : span(box.minLng + 180, box.maxLng + 180, per);
  const cells: number[] = [];
  for (let la = lat0; la <= lat1; la++) {
    for (let lo = lng0; lo <= lng1; lo++) cells.push(fine ? FINE_BASE + la * 1440 + lo : COARSE_BASE + la * 360 + lo);
  }
  return cells;
}

/** The period keys from `days` ago up to now (inclusive), newest first. */
export function periodsSince(now: Date, days: number): number[] {
  const newest = periodKey(now);
  const oldest = periodKey(new Date(now.getTime() - days * 86_400_000));
  const keys: number[] = [];
  for (let k = newest; k >= oldest; k--) keys.push(k);
  return keys;
}
