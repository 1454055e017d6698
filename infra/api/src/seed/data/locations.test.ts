import { describe, expect, it } from 'vitest';
import { US_STATE_ABBREVIATIONS } from '@floorhire/rules';
import { distanceMiles as milesBetween } from '@floorhire/domain-geo';
import { US_LOCATIONS, timezoneFor } from './locations';

// First three ZIP digits each state uses (USPS), to catch a ZIP typed for the wrong city.
const ZIP_PREFIXES: Record<string, readonly (readonly [number, number])[]> = {
  AL: [[350, 369]], AK: [[995, 999]], AZ: [[850, 865]], AR: [[716, 729]], CA: [[900, 961]],
  CO: [[800, 816]], CT: [[60, 69]], DE: [[197, 199]], DC: [[200, 205]], FL: [[320, 349]],
  GA: [[300, 319], [398, 399]], HI: [[967, 968]], ID: [[832, 838]], IL: [[600, 629]], IN: [[460, 479]],
  IA: [[500, 528]], KS: [[660, 679]], KY: [[400, 427]], LA: [[700, 714]], ME: [[39, 49]],
  MD: [[206, 219]], MA: [[10, 27]], MI: [[480, 499]], MN: [[550, 567]], MS: [[386, 397]],
  MO: [[630, 658]], MT: [[590, 599]], NE: [[680, 693]], NV: [[889, 898]], NH: [[30, 38]],
  NJ: [[70, 89]], NM: [[870, 884]], NY: [[100, 149]], NC: [[270, 289]], ND: [[580, 588]],
  OH: [[430, 459]], OK: [[730, 749]], OR: [[970, 979]], PA: [[150, 196]], RI: [[28, 29]],
  SC: [[290, 299]], SD: [[570, 577]], TN: [[370, 385]], TX: [[750, 799], [885, 885]], UT: [[840, 847]],
  VT: [[50, 59]], VA: [[201, 201], [220, 246]], WA: [[980, 994]], WV: [[247, 268]], WI: [[530, 549]],
  WY: [[820, 831]],
};

// Approximate bounding boxes [minLat, maxLat, minLng, maxLng] of each state.
const BOUNDS: Record<string, readonly [number, number, number, number]> = {
  AL: [30.1, 35.1, -88.5, -84.8], AK: [51, 71.5, -180, -129], AZ: [31.3, 37, -114.9, -109], AR: [33, 36.5, -94.7, -89.6],
  CA: [32.5, 42, -124.5, -114.1], CO: [36.9, 41, -109.1, -102], CT: [40.9, 42.1, -73.8, -71.8], DE: [38.4, 39.9, -75.8, -75],
  DC: [38.79, 39, -77.12, -76.9], FL: [24.4, 31, -87.7, -80], GA: [30.3, 35, -85.7, -80.8], HI: [18.9, 22.3, -160.3, -154.8],
  ID: [41.9, 49, -117.3, -111], IL: [36.9, 42.5, -91.6, -87], IN: [37.7, 41.8, -88.1, -84.8], IA: [40.3, 43.5, -96.7, -90.1],
  KS: [36.9, 40, -102.1, -94.6], KY: [36.5, 39.2, -89.6, -81.9], LA: [28.9, 33, -94.1, -88.8], ME: [42.9, 47.5, -71.1, -66.9],
  MD: [37.9, 39.8, -79.5, -75], MA: [41.2, 42.9, -73.5, -69.9], MI: [41.7, 48.3, -90.5, -82.1], MN: [43.5, 49.4, -97.3, -89.5],
  MS: [30.1, 35, -91.7, -88.1], MO: [35.9, 40.7, -95.8, -89.1], MT: [44.3, 49, -116.1, -104], NE: [39.9, 43, -104.1, -95.3],
  NV: [35, 42, -120, -114], NH: [42.7, 45.3, -72.6, -70.6], NJ: [38.9, 41.4, -75.6, -73.9], NM: [31.3, 37, -109.1, -103],
  NY: [40.5, 45, -79.8, -71.8], NC: [33.8, 36.6, -84.4, -75.4], ND: [45.9, 49, -104.1, -96.5], OH: [38.4, 42, -84.9, -80.5],
  OK: [33.6, 37, -103, -94.4], OR: [41.9, 46.3, -124.6, -116.4], PA: [39.7, 42.3, -80.6, -74.7], RI: [41.1, 42.1, -71.9, -71.1],
  SC: [32, 35.3, -83.4, -78.5], SD: [42.4, 45.95, -104.1, -96.4], TN: [34.9, 36.7, -90.4, -81.6], TX: [25.8, 36.5, -106.7, -93.5],
  UT: [37, 42, -114.1, -109], VT: [42.7, 45, -73.5, -71.4], VA: [36.5, 39.5, -83.7, -75.2], WA: [45.5, 49, -124.8, -116.9],
  WV: [37.2, 40.7, -82.7, -77.7], WI: [42.5, 47.1, -92.9, -86.8], WY: [41, 45, -111.1, -104],
};

describe('US locations', () => {
  it('covers about 300 or more real places in every state and DC', () => {
    expect(US_LOCATIONS.length).toBeGreaterThanOrEqual(300);
    const states = new Set(US_LOCATIONS.map((l) => l.state));
    expect([...states].sort()).toEqual(Object.keys(ZIP_PREFIXES).sort());
  });

  it('gives each place a 5-digit ZIP inside its state ZIP range', () => {
    const wrong = US_LOCATIONS.filter((l) => {
      if (!/^\d{5}$/.test(l.postalCode)) return true;
      const prefix = Number(l.postalCode.slice(0, 3));
      return !(ZIP_PREFIXES[l.state] ?? []).some(([lo, hi]) => prefix >= lo && prefix <= hi);
    });
    expect(wrong.map((l) => `${l.city}, ${l.state} ${l.postalCode}`)).toEqual([]);
  });

  it('places each city inside its state', () => {
    const outside = US_LOCATIONS.filter((l) => {
      const box = BOUNDS[l.state];
      if (!box) return true;
      const [minLat, maxLat, minLng, maxLng] = box;
      return l.latitude < minLat || l.latitude > maxLat || l.longitude < minLng || l.longitude > maxLng;
    });
    expect(outside.map((l) => `${l.city}, ${l.state}`)).toEqual([]);
  });

  it('uses valid area codes that each belong to one state', () => {
    const states = new Map<string, Set<string>>();
    for (const l of US_LOCATIONS) {
      expect(l.areaCode).toMatch(/^[2-9]\d\d$/);
      states.set(l.areaCode, (states.get(l.areaCode) ?? new Set()).add(l.state));
    }
    const shared = [...states].filter(([, s]) => s.size > 1).map(([code]) => code);
    expect(shared).toEqual([]);
  });

  it('has no duplicate city in a state', () => {
    const keys = US_LOCATIONS.map((l) => `${l.city}|${l.state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses only state abbreviations the product offers', () => {
    for (const l of US_LOCATIONS) expect(US_STATE_ABBREVIATIONS as readonly string[]).toContain(l.state);
  });

  it('puts split states in the right time zone', () => {
    const zone = (city: string, state: string) => {
      const found = US_LOCATIONS.find((l) => l.city === city && l.state === state);
      return found ? timezoneFor(found) : undefined;
    };
    expect(zone('Knoxville', 'TN')).toBe('America/New_York');
    expect(zone('Nashville', 'TN')).toBe('America/Chicago');
    expect(zone('Pensacola', 'FL')).toBe('America/Chicago');
    expect(zone('El Paso', 'TX')).toBe('America/Denver');
    expect(zone('Louisville', 'KY')).toBe('America/New_York');
    expect(zone('Bowling Green', 'KY')).toBe('America/Chicago');
    expect(zone('Phoenix', 'AZ')).toBe('America/Phoenix');
  });

  it('measures distance in miles', () => {
    const chicago = { latitude: 41.8781, longitude: -87.6298 };
    const detroit = { latitude: 42.3314, longitude: -83.0458 };
    expect(milesBetween(chicago, detroit)).toBeGreaterThan(230);
    expect(milesBetween(chicago, detroit)).toBeLessThan(245);
  });
});
