import zipcodes from 'zipcodes';
import { distanceMiles, type AddressPrediction, type LatLng, type Place } from '@floorhire/domain-geo';
import type { Queryable } from '../../db';
import { countPostalCodes, insertPostalCodes } from './geo.repository';

// The US gazetteer (docs/decisions/190-geo-gazetteer.md): every US ZIP code with its city,
// state and centre, from the `zipcodes` package, held in memory for lookups and predictions and
// copied into postal_codes so SQL can join a row's ZIP to its coordinates.

interface City {
  key: string;
  city: string;
  state: string;
  /** The ZIP code nearest the centre of all the city's ZIP codes: the city's "address". */
  centre: Place;
  zipCount: number;
}

interface Gazetteer {
  byCode: Map<string, Place>;
  codes: readonly Place[];
  cities: readonly City[];
}

let cache: Gazetteer | undefined;

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function titleCase(city: string): string {
  return city.toLowerCase().replace(/(^|[\s\-'.])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

function build(): Gazetteer {
  const codes: Place[] = [];
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US' || !/^[0-9]{5}$/.test(z.zip)) continue;
    codes.push({ postalCode: z.zip, city: titleCase(z.city), state: z.state, latitude: z.latitude, longitude: z.longitude });
  }
  codes.sort((a, b) => a.postalCode.localeCompare(b.postalCode));
  const groups = new Map<string, Place[]>();
  for (const p of codes) {
    const key = `${normalise(p.city)}|${p.state}`;
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  const cities: City[] = [];
  for (const [key, places] of groups) {
    const mean = { latitude: places.reduce((s, p) => s + p.latitude, 0) / places.length, longitude: places.reduce((s, p) => s + p.longitude, 0) / places.length };
    const centre = places.reduce((best, p) => (distanceMiles(p, mean) < distanceMiles(best, mean) ? p : best));
    cities.push({ key: key.split('|')[0]!, city: places[0]!.city, state: places[0]!.state, centre, zipCount: places.length });
  }
  // Cities with more ZIP codes are bigger: they come first among equal matches.
  cities.sort((a, b) => b.zipCount - a.zipCount || a.key.localeCompare(b.key) || a.state.localeCompare(b.state));
  return { byCode: new Map(codes.map((p) => [p.postalCode, p])), codes, cities };
}

function gazetteer(): Gazetteer {
  cache ??= build();
  return cache;
}

/** Every US place of the gazetteer, by ZIP code. */
export function allPlaces(): readonly Place[] {
  return gazetteer().codes;
}

export function lookupPostalCode(code: string): Place | null {
  return gazetteer().byCode.get(code.trim().slice(0, 5)) ?? null;
}

export { distanceMiles };

/** The gazetteer's ZIP code nearest a point (e.g. a browser's position). */
export function nearestPlace(point: LatLng): Place {
  let best = gazetteer().codes[0]!;
  let bestMiles = Infinity;
  for (const p of gazetteer().codes) {
    const miles = distanceMiles(point, p);
    if (miles < bestMiles) {
      best = p;
      bestMiles = miles;
    }
  }
  return best;
}

const STATE_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(zipcodes.states.abbr as Record<string, string>).map(([abbr, name]) => [normalise(name), abbr]),
);
const STATE_ABBRS: ReadonlySet<string> = new Set(Object.keys(zipcodes.states.abbr as Record<string, string>));

function parseState(text: string): string | null {
  const t = normalise(text);
  if (t.length === 2 && STATE_ABBRS.has(t.toUpperCase())) return t.toUpperCase();
  return STATE_BY_NAME.get(t) ?? null;
}

function describe(p: Place): AddressPrediction {
  return { description: `${p.city}, ${p.state} ${p.postalCode}`, ...p };
}

/**
 * What a location field suggests while the user types: ZIP codes by prefix ("443" → 44301…),
 * or cities by name with an optional state ("akron", "Akron, OH", "springfield illinois").
 */
export function predictAddresses(query: string, limit = 5): AddressPrediction[] {
  const text = query.trim();
  if (!text) return [];
  const zip = /^(\d{1,5})(?:-\d{0,4})?$/.exec(text);
  if (zip) return gazetteer().codes.filter((p) => p.postalCode.startsWith(zip[1]!)).slice(0, limit).map(describe);

  // "City, ST 12345" (a prediction typed back) resolves to that ZIP code.
  const full = /(\d{5})\s*$/.exec(text);
  if (full) {
    const place = lookupPostalCode(full[1]!);
    return place ? [describe(place)] : [];
  }

  let cityPart = text;
  let state: string | null = null;
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    cityPart = text.slice(0, comma);
    state = parseState(text.slice(comma + 1));
  } else {
    // "springfield il" / "springfield illinois": a trailing state name without a comma.
    const words = normalise(text).split(' ');
    for (let n = Math.min(2, words.length - 1); n >= 1 && !state; n--) {
      const candidate = parseState(words.slice(-n).join(' '));
      if (candidate) {
        state = candidate;
        cityPart = words.slice(0, -n).join(' ');
      }
    }
  }
  const key = normalise(cityPart);
  if (!key) return [];
  const matches = gazetteer().cities.filter((c) => c.key.startsWith(key) && (!state || c.state === state));
  // An exact city name ranks above a longer name it starts ("akron" before "akron falls").
  matches.sort((a, b) => Number(b.key === key) - Number(a.key === key));
  return matches.slice(0, limit).map((c) => describe(c.centre));
}

/**
 * Copies the gazetteer into postal_codes on every start (idempotent: a loaded table costs one
 * count). Several API processes may run it at once; the insert skips rows already there.
 */
export async function loadGazetteer(db: Queryable): Promise<number> {
  const places = allPlaces();
  if ((await countPostalCodes(db)) >= places.length) return 0;
  return insertPostalCodes(db, places);
}
