import type { Queryable } from '../../db';
import type { Place } from '@floorhire/domain-geo';

export async function countPostalCodes(db: Queryable): Promise<number> {
  const row = await db.one<{ n: number }>('select count(*)::int as n from postal_codes');
  return row?.n ?? 0;
}

/** One statement for the whole gazetteer: arrays unnest into rows; rows already there stay. */
export async function insertPostalCodes(db: Queryable, places: readonly Place[]): Promise<number> {
  const result = await db.query(
    `insert into postal_codes (postal_code, city, state, lat, lng)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])
     on conflict (postal_code) do nothing`,
    [places.map((p) => p.postalCode), places.map((p) => p.city), places.map((p) => p.state), places.map((p) => p.latitude), places.map((p) => p.longitude)],
  );
  return result.rowCount;
}
