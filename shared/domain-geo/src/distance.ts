export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * The one earth radius of the product, in miles: the mean radius (IUGG, 6,371.0088 km). Every
 * distance the API or a remote computes, in JavaScript or in SQL, uses it (docs/decisions/176).
 */
export const EARTH_RADIUS_MILES = 3958.7613;

/** Miles along a meridian per degree of latitude (about 69.09) on that sphere. */
export const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

/** Great-circle (haversine) distance in miles: what "within 30 miles" means everywhere. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box that contains every point within `miles` of `centre`: an index
 * can prefilter on it before the exact distance is computed on the few rows left.
 */
export function boundingBox(centre: LatLng, miles: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = miles / MILES_PER_DEGREE;
  const cos = Math.cos((centre.latitude * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, miles / (MILES_PER_DEGREE * cos));
  return { minLat: centre.latitude - dLat, maxLat: centre.latitude + dLat, minLng: centre.longitude - dLng, maxLng: centre.longitude + dLng };
}
